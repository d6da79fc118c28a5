import { useState } from "react";
import { ruleErrors, validateChangeUsername } from "@camstage/core";
import type { ChangeUsernameModalProps } from "../change-username-modal";
import { ChangeUsernameModal } from "../change-username-modal";

const noop = () => {};

/** Just opened: an empty field, submit disabled. */
export const changeUsernameEmpty: ChangeUsernameModalProps = {
  isOpen: true,
  onClose: noop,
  text: "",
  errors: [],
  notices: [],
  serverError: null,
  suggestions: [],
  isSuggesting: false,
  isSubmitting: false,
  isDone: false,
  onInput: noop,
  onSuggest: noop,
  onPick: noop,
  onSubmit: noop,
};

export const changeUsernameValid: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "NightOwl_77" };

/** §5 a rule error, and the three suggestions an invalid submit fetched. */
export const changeUsernameInvalidWithSuggestions: ChangeUsernameModalProps = {
  ...changeUsernameEmpty,
  text: "night owl!",
  errors: ["username.invalidCharacters"],
  suggestions: ["nightowl", "night_owl21", "NightOwl-x"],
};

export const changeUsernameTooShort: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "jo", errors: ["username.tooShort"] };

/** §5 an invalid character while typing (before submit: no suggestions yet). */
export const changeUsernameInvalidCharacters: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "night.owl", errors: ["username.invalidCharacters"] };

/**
 * §5 over 32 characters (here the e-mail the username still equals): only tooLong, although the text also has
 * invalid characters, and no suggestions (the text is not used to fetch them).
 */
export const changeUsernameTooLong: ChangeUsernameModalProps = {
  ...changeUsernameEmpty,
  text: "johnathan.doe-smith@example-mail.com",
  errors: ["username.tooLong"],
};

/** §5 each failing rule is reported: too short and an invalid character at once. */
export const changeUsernameSeveralErrors: ChangeUsernameModalProps = {
  ...changeUsernameEmpty,
  text: "j!",
  errors: ["username.tooShort", "username.invalidCharacters"],
};

export const changeUsernameReserved: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "admin", errors: ["username.reserved"] };

/** §5 a forbidden word is a notice only: submit stays possible. */
export const changeUsernameForbiddenWord: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "badboy_99", notices: ["username.forbiddenWord"] };

/** §8 the server refused: badRequest.username.exists as change_username.username.exists. */
export const changeUsernameTaken: ChangeUsernameModalProps = {
  ...changeUsernameEmpty,
  text: "NightOwl",
  serverError: "change_username.username.exists",
  suggestions: ["NightOwl1", "NightOwl_x", "NightOwl88"],
};

export const changeUsernameNotAllowed: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "Hotstuff", serverError: "change_username.username.invalid" };

export const changeUsernameUnknownFailure: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "NightOwl", serverError: "UNDEFINED_ERROR" };

export const changeUsernameSuggesting: ChangeUsernameModalProps = { ...changeUsernameEmpty, text: "night owl", isSuggesting: true };

export const changeUsernameSubmitting: ChangeUsernameModalProps = { ...changeUsernameValid, isSubmitting: true };

export const changeUsernameDone: ChangeUsernameModalProps = { ...changeUsernameValid, isDone: true };

/** The modal with local state and core's §5 rule: typing, the magic wand (fake names), picking a suggestion. */
export function ChangeUsernameDemo() {
  const [text, setText] = useState("john.doe@example.com");
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const errors = text === "" ? [] : ruleErrors(validateChangeUsername(text));
  return (
    <ChangeUsernameModal
      {...changeUsernameEmpty}
      text={text}
      errors={errors}
      suggestions={suggestions}
      onInput={(next) => {
        setText(next);
        setSuggestions([]);
      }}
      onSuggest={() => setSuggestions(["johndoe", "john_doe7", "JohnnyD"])}
      onPick={(name) => {
        setText(name);
        setSuggestions([]);
      }}
    />
  );
}
