import type { Story, StoryDefault } from "@ladle/react";
import { ErrorPage } from "./error-page";
import { badGatewayError, notFoundError, serverError } from "./examples/error.examples";

export default { title: "Error page" } satisfies StoryDefault;

export const NotFound404: Story = () => <ErrorPage {...notFoundError} />;
export const Default500: Story = () => <ErrorPage {...serverError} />;
export const BadGateway502: Story = () => <ErrorPage {...badGatewayError} />;
export const NotFoundMobile: Story = () => <ErrorPage {...notFoundError} />;
NotFoundMobile.meta = { width: "xsmall" };
