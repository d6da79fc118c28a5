import { useEffect, useState, type ReactNode } from "react";
import type { Story, StoryDefault } from "@ladle/react";
import { MessageEditor } from "../message-editor";
import * as ex from "../examples/messenger.examples";
import { CameraButton } from "./camera-button";
import { CameraDialog } from "./camera-dialog";
import { cropToJpeg } from "./crop-image";
import { EmojiButton } from "./emoji-button";
import { PhotoBanner } from "./photo-banner";
import { PhotoCropDialog } from "./photo-crop-dialog";
import { useHasWebcam } from "./webcam";

export default { title: "Messenger / Photos" } satisfies StoryDefault;

const noop = () => {};
const log = (what: string) => (value?: unknown) => console.info(`[photos] ${what}`, typeof value === "string" ? `${value.slice(0, 40)}…` : value);

// ---------------------------------------------------------------------------------------------------------------
// Stand-ins drawn on a canvas: a sample photo, and a webcam (canvas.captureStream of an animated scene).
// ---------------------------------------------------------------------------------------------------------------

/** A landscape "photo" painted on a canvas: a sunset over hills (no binary files in the repository). */
function paintSample(width: number, height: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const c = canvas.getContext("2d");
  if (c === null) return "";
  const sky = c.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, "#1d1b4b");
  sky.addColorStop(0.45, "#b8386e");
  sky.addColorStop(0.7, "#ff9a4d");
  c.fillStyle = sky;
  c.fillRect(0, 0, width, height);
  const sun = c.createRadialGradient(width * 0.62, height * 0.58, 0, width * 0.62, height * 0.58, height * 0.5);
  sun.addColorStop(0, "rgba(255,236,170,1)");
  sun.addColorStop(0.18, "rgba(255,205,120,0.95)");
  sun.addColorStop(0.19, "rgba(255,170,90,0.45)");
  sun.addColorStop(1, "rgba(255,120,80,0)");
  c.fillStyle = sun;
  c.fillRect(0, 0, width, height);
  const hills: [string, number, number][] = [
    ["#5b2a5e", 0.62, 0.08],
    ["#3a1e48", 0.72, 0.06],
    ["#1e1230", 0.84, 0.05],
  ];
  hills.forEach(([colour, base, amplitude], layer) => {
    c.fillStyle = colour;
    c.beginPath();
    c.moveTo(0, height);
    for (let x = 0; x <= width; x += 8) {
      const y = height * (base + amplitude * Math.sin(x / (width / (3 + layer)) + layer * 1.7) + 0.02 * Math.sin(x / 37 + layer));
      c.lineTo(x, y);
    }
    c.lineTo(width, height);
    c.fill();
  });
  c.fillStyle = "rgba(255,255,255,0.85)";
  for (let i = 0; i < 60; i++) c.fillRect((i * 7919) % width, ((i * 104729) % (height * 0.35)) | 0, 2, 2);
  c.font = `600 ${Math.round(height / 18)}px system-ui, sans-serif`;
  c.fillStyle = "rgba(255,255,255,0.9)";
  c.fillText("Camstage · sample photo", width * 0.05, height * 0.93);
  return canvas.toDataURL("image/jpeg", 0.9);
}

function useSample(width = 1200, height = 800) {
  const [source] = useState(() => paintSample(width, height));
  return source;
}

/** A webcam stand-in: an animated canvas as a MediaStream; it stops drawing when its track is stopped. */
function fakeWebcam(width = 640, height = 480): Promise<MediaStream> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const c = canvas.getContext("2d");
  const stream = canvas.captureStream(30);
  const [track] = stream.getVideoTracks();
  const start = performance.now();
  const draw = (now: number) => {
    if (c === null || track?.readyState === "ended") return;
    const t = (now - start) / 1000;
    const bg = c.createLinearGradient(0, 0, width, height);
    bg.addColorStop(0, `hsl(${(t * 20) % 360} 55% 28%)`);
    bg.addColorStop(1, `hsl(${(t * 20 + 80) % 360} 60% 18%)`);
    c.fillStyle = bg;
    c.fillRect(0, 0, width, height);
    // A face-like figure that sways, so the picture reads as live.
    const x = width / 2 + Math.sin(t * 1.3) * width * 0.06;
    c.fillStyle = "rgba(255, 214, 180, 0.95)";
    c.beginPath();
    c.ellipse(x, height * 0.42, width * 0.13, height * 0.2, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = "rgba(40, 24, 40, 0.9)";
    c.beginPath();
    c.ellipse(x, height * 1.02, width * 0.28, height * 0.36, 0, Math.PI, 0);
    c.fill();
    c.fillStyle = "#2b1a2b";
    c.beginPath();
    c.arc(x - width * 0.045, height * 0.4, 7, 0, Math.PI * 2);
    c.arc(x + width * 0.045, height * 0.4, 7, 0, Math.PI * 2);
    c.fill();
    c.font = "600 18px system-ui, sans-serif";
    c.fillStyle = "rgba(255,255,255,0.85)";
    c.fillText(`Fake webcam · ${new Date().toLocaleTimeString()}`, 16, height - 18);
    requestAnimationFrame(draw);
  };
  requestAnimationFrame(draw);
  return Promise.resolve(stream);
}

const never = () => new Promise<MediaStream>(noop);
const refuse = (name: string) => () => Promise.reject(new DOMException(name, name));

/** Presses "Take photo" once the camera shows (for the taken-still story). */
function AutoTake({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = window.setInterval(() => {
      const take = [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Take photo" && !b.disabled);
      if (take) {
        take.click();
        window.clearInterval(timer);
      }
    }, 300);
    return () => window.clearInterval(timer);
  }, []);
  return <>{children}</>;
}

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the crop dialog
// ---------------------------------------------------------------------------------------------------------------

/** Desktop: free shape (the photo's own, square, 4:3, 3:4), zoom and quarter turns. */
export const CropFreeAspect: Story = () => {
  const source = useSample();
  return <PhotoCropDialog source={source} freeAspect performer="SweetLisa" onSend={log("send")} onCancel={log("cancel")} />;
};
/** Mobile: the photo keeps its own shape; zoom and turn only. */
export const CropFixedAspect: Story = () => {
  const source = useSample();
  return <PhotoCropDialog source={source} freeAspect={false} onSend={log("send")} onCancel={log("cancel")} />;
};
/** §4 sending: the send button waits, the controls rest. */
export const CropSending: Story = () => {
  const source = useSample();
  return <PhotoCropDialog source={source} freeAspect sending performer="SweetLisa" onSend={log("send")} onCancel={log("cancel")} />;
};
/** Press Send photo: the cropped, turned jpeg shows under the dialog's place. */
export const CropResult: Story = () => {
  const source = useSample();
  const [result, setResult] = useState<string | null>(null);
  return result ? (
    <figure style={{ margin: "1rem", color: "var(--color-text)" }}>
      <img src={result} alt="The cropped photo" style={{ maxWidth: "100%", maxHeight: "85vh", border: "1px solid var(--color-border)" }} />
      <figcaption>{`${Math.round((result.length * 3) / 4 / 1024)} kB jpeg`}</figcaption>
    </figure>
  ) : (
    <PhotoCropDialog
      source={source}
      freeAspect
      onSend={setResult}
      onCancel={noop}
      crop={(from, area, rotation) => {
        console.info("[photos] crop", JSON.stringify(area), rotation);
        return cropToJpeg(from, area, rotation);
      }}
    />
  );
};

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the camera dialog
// ---------------------------------------------------------------------------------------------------------------

export const CameraStarting: Story = () => <CameraDialog getMedia={never} onSend={log("send")} onCancel={log("cancel")} />;
/** A canvas stands in for the webcam. */
export const CameraLive: Story = () => <CameraDialog getMedia={fakeWebcam} onSend={log("send")} onCancel={log("cancel")} />;
/** §9 the still (480×360): retake or send. */
export const CameraTaken: Story = () => (
  <AutoTake>
    <CameraDialog getMedia={fakeWebcam} onSend={log("send")} onCancel={log("cancel")} />
  </AutoTake>
);
/** A portrait camera (a phone held upright): the still is 360×480. */
export const CameraPortraitTaken: Story = () => (
  <AutoTake>
    <CameraDialog getMedia={() => fakeWebcam(360, 480)} onSend={log("send")} onCancel={log("cancel")} />
  </AutoTake>
);
export const CameraSending: Story = () => (
  <AutoTake>
    <CameraDialog sending getMedia={fakeWebcam} onSend={log("send")} onCancel={log("cancel")} />
  </AutoTake>
);
/** §8 the browser refused the camera: why, try again, close. */
export const CameraNoAccess: Story = () => <CameraDialog getMedia={refuse("NotAllowedError")} onSend={log("send")} onCancel={log("cancel")} />;
/** §8 no webcam. */
export const CameraNoWebcam: Story = () => <CameraDialog getMedia={refuse("NotFoundError")} onSend={log("send")} onCancel={log("cancel")} />;
export const CameraFailed: Story = () => <CameraDialog getMedia={refuse("NotReadableError")} onSend={log("send")} onCancel={log("cancel")} />;
/** The browser's own webcam (getUserMedia, 480×360). */
export const CameraRealWebcam: Story = () => <CameraDialog onSend={log("send")} onCancel={log("cancel")} />;

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the pop-up's photo banner
// ---------------------------------------------------------------------------------------------------------------

const BannerFrame = ({ children, width = "24rem" }: { children: ReactNode; width?: string }) => (
  <ex.Frame width={width} height="auto" style={{ padding: "0.75rem" }}>
    {children}
  </ex.Frame>
);
export const BannerWebcam: Story = () => (
  <BannerFrame>
    <PhotoBanner hasWebcam onTakePhoto={log("take")} onPickImage={log("image")} />
  </BannerFrame>
);
/** §8 no webcam: a warning, the camera option disabled. */
export const BannerNoWebcam: Story = () => (
  <BannerFrame>
    <PhotoBanner hasWebcam={false} onTakePhoto={log("take")} onPickImage={log("image")} />
  </BannerFrame>
);
/** While the browser is asked: the camera waits. */
export const BannerChecking: Story = () => (
  <BannerFrame>
    <PhotoBanner hasWebcam={null} onTakePhoto={log("take")} onPickImage={log("image")} />
  </BannerFrame>
);
/** The narrow pop-up. */
export const BannerCompact: Story = () => (
  <BannerFrame width="21rem">
    <PhotoBanner hasWebcam compact onTakePhoto={log("take")} onPickImage={log("image")} />
  </BannerFrame>
);
export const BannerCompactNoWebcam: Story = () => (
  <BannerFrame width="21rem">
    <PhotoBanner hasWebcam={false} compact onTakePhoto={log("take")} onPickImage={log("image")} />
  </BannerFrame>
);

// ---------------------------------------------------------------------------------------------------------------
// §2.6 the editor with its extras: emoji, camera, image chooser → crop
// ---------------------------------------------------------------------------------------------------------------

type Open = { kind: "none" } | { kind: "crop"; source: string } | { kind: "camera" };

function EditorDemo({ compact = false, webcam }: { compact?: boolean; webcam?: boolean | null }) {
  const detected = useHasWebcam();
  const hasWebcam = webcam === undefined ? detected : webcam;
  const [text, setText] = useState("");
  const [open, setOpen] = useState<Open>({ kind: "none" });
  const [sent, setSent] = useState<string | null>(null);
  const close = () => {
    if (open.kind === "crop" && open.source.startsWith("blob:")) URL.revokeObjectURL(open.source);
    setOpen({ kind: "none" });
  };
  const send = (dataUrl: string) => {
    setSent(dataUrl);
    close();
  };
  return (
    <ex.Frame width={compact ? "21rem" : "34rem"} height="auto">
      {sent ? (
        <img src={sent} alt="The photo you sent" style={{ display: "block", maxWidth: "60%", margin: "0.75rem 0.75rem 0 auto", borderRadius: "var(--radius-md)" }} />
      ) : null}
      <MessageEditor
        {...ex.editorIdle}
        compact={compact}
        text={text}
        onText={setText}
        onSend={() => setText("")}
        onPickImage={(file) => setOpen({ kind: "crop", source: URL.createObjectURL(file) })}
        extras={
          <>
            <EmojiButton onPick={(emoji) => setText((current) => current + emoji)} />
            <CameraButton hasWebcam={hasWebcam} onPress={() => setOpen({ kind: "camera" })} />
          </>
        }
      />
      {open.kind === "crop" ? <PhotoCropDialog source={open.source} freeAspect={!compact} performer={ex.editorIdle.performer} onSend={send} onCancel={close} /> : null}
      {open.kind === "camera" ? <CameraDialog getMedia={fakeWebcam} onSend={send} onCancel={close} /> : null}
    </ex.Frame>
  );
}

/** Emoji (a searchable pop-over), the camera (a canvas stands in for the webcam) and the image chooser with the cropper. */
export const EditorWithExtras: Story = () => <EditorDemo webcam />;
export const EditorWithExtrasCompact: Story = () => <EditorDemo compact webcam />;
/** §8 no webcam: the camera tool is disabled and says why. */
export const EditorWithExtrasNoWebcam: Story = () => <EditorDemo webcam={false} />;
/** The browser's answer to "is there a webcam?" (useHasWebcam). */
export const EditorWithExtrasDetected: Story = () => <EditorDemo />;
