import { useEffect, useRef, useState } from "react";
import { connectConversations, connectCredits, type RoutedLocale } from "@camstage/core";
import { CameraButton, CameraDialog, ConversationLane, EmojiButton, MessageEditor, PhotoBanner, PhotoCropDialog, useHasWebcam } from "@camstage/views";
import { useFlow, useSiteSession } from "../flows/use-flow";
import { useSession } from "../site/site-hooks";
import { useIsMobile } from "../site/use-is-mobile";

/** A picked file as an object URL for the crop dialog, released when the file goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The photo could not be read"));
    reader.readAsDataURL(file);
  });

/**
 * One open conversation's lane and editor, bound to the chats flow: the member's balance and a fresh idempotency key
 * go with each send (ARCHITECTURE §7), the messages' times read in the site's language. §2.6 photos: the chooser's jpeg is
 * checked by the flow, then cropped (desktop) or sent as it is (mobile); the camera is offered only with a webcam;
 * the pop-up shows them as its photo banner.
 */
export function useConversation(performer: string, compact: boolean) {
  const { system } = useSiteSession();
  const { locale } = useSession();
  const isMobile = useIsMobile();
  const webcam = useHasWebcam();
  const chats = useFlow("chats", connectConversations);
  const balance = useFlow("credits", connectCredits).balance ?? 0;
  const chat = chats.chat(performer, Date.now(), locale as RoutedLocale);
  const photo = chat?.photo ?? null;
  const [file, setFile] = useState<File | null>(null);
  const source = useObjectUrl(photo === "crop" ? file : null);
  // A file is sent directly (mobile) once, whatever the effects run twice.
  const sentDirectly = useRef(new WeakSet<File>());
  const sendPhoto = (image: string) => chats.sendPhoto(performer, image, balance, system.env.ids(), new Date().toISOString());

  // §2.6 direct use on mobile: the checked jpeg goes as it is.
  useEffect(() => {
    if (!isMobile || photo !== "crop" || file === null || sentDirectly.current.has(file)) return;
    sentDirectly.current.add(file);
    readAsDataUrl(file).then(sendPhoto, () => chats.cancelPhoto(performer));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMobile, photo, file]);

  if (chat === null) return null;
  const send = () => chats.send(performer, balance, system.env.ids(), new Date().toISOString());
  const pickImage = (picked: File) => {
    setFile(picked);
    chats.pickPhoto(performer, picked);
  };
  const takePhoto = () => chats.openCamera(performer);
  const editor = (
    <MessageEditor
      text={chat.text}
      sending={chat.sending}
      error={chat.error}
      price={chat.price}
      performer={chat.performer.username}
      compact={compact}
      onText={(text) => chats.type(performer, text)}
      onSend={send}
      onPickImage={compact ? undefined : pickImage}
      extras={
        <>
          <EmojiButton onPick={(emoji) => chats.type(performer, `${chat.text}${emoji}`)} isDisabled={chat.sending} />
          {compact ? null : <CameraButton hasWebcam={webcam} isDisabled={chat.sending} onPress={takePhoto} />}
        </>
      }
    />
  );
  return {
    chat,
    lane: (
      <ConversationLane
        items={chat.items}
        performer={chat.performer.username}
        canLoadOlder={chat.canLoadOlder}
        loadingOlder={chat.loadingOlder}
        status={chat.status}
        onLoadOlder={() => chats.loadOlder(performer)}
        onRetry={() => chats.loadOlder(performer)}
        onRetrySend={(clientId) => chats.retry(performer, clientId)}
      />
    ),
    editor: compact ? (
      <>
        <PhotoBanner compact hasWebcam={webcam} disabled={chat.sending} onTakePhoto={takePhoto} onPickImage={pickImage} />
        {editor}
      </>
    ) : (
      editor
    ),
    dialogs: (
      <>
        {photo === "crop" && source !== null && !isMobile ? (
          <PhotoCropDialog source={source} freeAspect performer={chat.performer.username} sending={chat.sending} onSend={sendPhoto} onCancel={() => chats.cancelPhoto(performer)} />
        ) : null}
        {photo === "camera" ? <CameraDialog sending={chat.sending} onSend={sendPhoto} onCancel={() => chats.cancelPhoto(performer)} /> : null}
      </>
    ),
  };
}
