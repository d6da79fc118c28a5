import { useState } from "react";
import { Header } from "../../header/header";
import { guestHeader } from "../../header/examples/header.examples";
import { MemberPlaceholder } from "../../header/examples/member-placeholder";
import { Footer } from "../../footer/footer";
import { exampleFooter } from "../../footer/examples/footer.examples";
import { AuthDrawer } from "../../drawer/auth-drawer";
import { authDrawerDefault } from "../../drawer/examples/drawer.examples";
import { CategoryBarDemo, ModelsSubNavDemo } from "../../filters/examples/filters.examples";
import { AgeGateModal } from "../../age-gate/age-gate-modal";
import { ageGateOpen } from "../../age-gate/examples/age-gate.examples";
import { DefaultLayout } from "../default-layout";
import { WhitelabelLayout } from "../whitelabel-layout";

/** Stand-in tiles for the performer grid, which has its own stories. */
function PlaceholderGrid({ count = 12 }: { count?: number }) {
  return (
    <ul
      aria-label="Performers"
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
        gap: "0.75rem",
        listStyle: "none",
        margin: 0,
        padding: "1rem",
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          style={{
            aspectRatio: "4 / 3",
            borderRadius: "var(--radius-md)",
            background: `linear-gradient(135deg, hsl(${(i * 37) % 360} 45% 28%), hsl(${(i * 37 + 60) % 360} 45% 16%))`,
          }}
        />
      ))}
    </ul>
  );
}

export function DefaultLayoutDemo({ member = false, ageGate = false }: { member?: boolean; ageGate?: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [gateOpen, setGateOpen] = useState(ageGate);
  return (
    <DefaultLayout
      header={
        <Header {...guestHeader} onMenuOpen={() => setDrawerOpen(true)} memberSlot={member ? <MemberPlaceholder /> : undefined} />
      }
      authDrawer={<AuthDrawer {...authDrawerDefault} isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      modalHost={<AgeGateModal {...ageGateOpen} isOpen={gateOpen} onAgree={() => setGateOpen(false)} />}
      footer={<Footer {...exampleFooter} />}
    >
      <PlaceholderGrid />
    </DefaultLayout>
  );
}

export function WhitelabelLayoutDemo({ withImage = false }: { withImage?: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <WhitelabelLayout
      header={<Header {...guestHeader} onMenuOpen={() => setDrawerOpen(true)} />}
      categoryBar={<CategoryBarDemo />}
      headerImage={
        withImage
          ? {
              src:
                "data:image/svg+xml;utf8," +
                encodeURIComponent(
                  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><defs><linearGradient id="h" x1="0" x2="1"><stop offset="0" stop-color="#3a0b24"/><stop offset="0.6" stop-color="#7a1240"/><stop offset="1" stop-color="#2a0f3a"/></linearGradient></defs><rect width="1600" height="500" fill="url(#h)"/><text x="80" y="270" font-family="Arial" font-size="64" font-weight="800" fill="white">Live now: 300+ models</text></svg>`,
                ),
              alt: "",
            }
          : undefined
      }
      seo={
        <section>
          <h2>Live cam chat</h2>
          <p style={{ color: "var(--color-text-muted)", lineHeight: 1.6 }}>
            Chat live with hundreds of models from the Netherlands and the rest of the world.
          </p>
        </section>
      }
      authDrawer={<AuthDrawer {...authDrawerDefault} mode="whitelabel" isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      footer={<Footer {...exampleFooter} />}
    >
      <ModelsSubNavDemo />
      <PlaceholderGrid />
    </WhitelabelLayout>
  );
}
