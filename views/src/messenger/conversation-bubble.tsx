import { format } from "date-fns";
import { useLingui } from "@lingui/react/macro";
import { toDate, type MessageTick, type MessengerMessage } from "@camstage/core";
import { MessageText } from "../room/chat/message-text";
import { cx } from "../ui/cx";
import { AlertIcon, ClockIcon } from "../ui/icons-more";
import { VisuallyHidden } from "../ui/visually-hidden";
import { DoubleTickIcon, RetryIcon, TickIcon } from "./messenger-icons";
import { useMessengerTexts } from "./messenger-texts";
import styles from "./lane.module.css";

/** HH:mm of a message (an unreadable time shows nothing). */
const timeOf = (value: string): string => {
  const date = toDate(value);
  return date === null ? "" : format(date, "HH:mm");
};

/** What every row's `<li>` carries: its place for the virtualiser and for screen readers, its gap, its offset. */
export type RowAttributes = {
  ref?: (element: HTMLElement | null) => void;
  "data-index": number;
  "aria-setsize": number;
  "aria-posinset": number;
  style?: { transform: string };
};

type BubbleProps = {
  row: RowAttributes;
  gapClass: string | undefined;
  message: MessengerMessage;
  tick: MessageTick;
  performer: string;
  names: { performer: string; member?: string };
  onRetrySend: (clientId: string) => void;
  onOpenImage?: (url: string) => void;
};

export function Bubble({ row, gapClass, message, tick, performer, names, onRetrySend, onOpenImage }: BubbleProps) {
  const { t } = useLingui();
  const own = message.owner === "self";
  const body = message.content ?? message.text ?? "";
  const photo = message.attachment ?? null;
  const alt = own ? t`Your photo` : t`Photo from ${performer}`;
  const image = photo ? <img className={styles.image} src={photo} alt={alt} loading="lazy" decoding="async" /> : null;
  return (
    <li
      {...row}
      className={cx(styles.row, gapClass, styles.item, own ? styles.own : styles.other, tick === "pending" && styles.itemPending, tick === "failed" && styles.itemFailed)}
    >
      <div className={cx(styles.bubble, photo && styles.withPhoto, photo && body.trim() === "" && styles.photoOnly)}>
        <VisuallyHidden>{own ? t`You wrote:` : t`${performer} wrote:`} </VisuallyHidden>
        {image && onOpenImage ? (
          <button type="button" className={styles.imageButton} onClick={() => onOpenImage(photo!)}>
            {image}
          </button>
        ) : (
          image
        )}
        {body.trim() !== "" ? (
          <p className={styles.text}>
            <MessageText text={body} names={names} />
          </p>
        ) : null}
        <span className={styles.meta}>
          <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          {own ? <Tick tick={tick} /> : null}
        </span>
      </div>
      {tick === "failed" ? (
        <button type="button" className={styles.retry} onClick={() => onRetrySend(String(message.id))}>
          <RetryIcon aria-hidden="true" />
          {t`Not sent — retry`}
        </button>
      ) : null}
    </li>
  );
}

/** §2.6 the member's tick, named for screen readers. */
function Tick({ tick }: { tick: MessageTick }) {
  const texts = useMessengerTexts();
  if (tick === "none") return null;
  const icon =
    tick === "pending" ? <ClockIcon /> : tick === "failed" ? <AlertIcon /> : tick === "sent" ? <TickIcon /> : <DoubleTickIcon />;
  return (
    <span className={cx(styles.tick, styles[tick])} role="img" aria-label={texts.tick[tick]} data-tick={tick}>
      {icon}
    </span>
  );
}
