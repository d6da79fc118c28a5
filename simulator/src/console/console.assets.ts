/**
 * The QA console page (ARCHITECTURE §2 console/): its markup and styles. Script and styles are separate files so the page
 * works under the site's Content-Security-Policy (no inline scripts or styles, ARCHITECTURE §7); the script is TypeScript in
 * page/, bundled by console.script.ts.
 */

export const CONSOLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Camstage simulator · QA console</title>
<link rel="icon" href="/simulator/media/logo.svg">
<link rel="stylesheet" href="/simulator/console.css">
<script type="module" src="/simulator/console.js"></script>
</head>
<body>
<header class="top">
  <img class="logo" src="/simulator/media/logo.svg" alt="Camstage" width="180" height="40">
  <div class="title">
    <h1>Simulator · QA console</h1>
    <p class="sub">Seeded platform world. Changes apply immediately and show on the site's next fetch.</p>
  </div>
  <section class="worlds" aria-labelledby="worlds-title">
    <h2 id="worlds-title" class="worlds-title">World <span id="world-current">default</span></h2>
    <label class="field">Worlds
      <select id="world-select"></select>
    </label>
    <button id="world-switch" type="button">Switch</button>
    <button id="world-new" type="button">New world</button>
    <button id="world-drop" type="button">Drop</button>
    <p id="world-toast" class="toast" role="status" aria-live="polite"></p>
  </section>
  <a class="site" href="/">Open the site</a>
</header>
<main>
  <div class="stack">
  <section class="panel" aria-labelledby="performers-title">
    <div class="panel-head">
      <h2 id="performers-title">Performers</h2>
      <p id="summary" class="summary" aria-live="polite"></p>
    </div>
    <div class="controls">
      <label class="field">Search
        <input id="search" type="search" placeholder="Username" autocomplete="off">
      </label>
      <label class="field">Status
        <select id="status-filter">
          <option value="">All statuses</option>
          <option value="offline">offline</option>
          <option value="online">online</option>
          <option value="free">free</option>
          <option value="vip">vip</option>
          <option value="pause">pause</option>
        </select>
      </label>
      <button id="reset" type="button" class="danger">Reset world to seed</button>
    </div>
    <p id="toast" class="toast" role="status" aria-live="polite"></p>
    <div class="table-wrap">
      <table>
        <thead><tr><th scope="col">Performer</th><th scope="col">Id</th><th scope="col">Status</th></tr></thead>
        <tbody id="rows"></tbody>
      </table>
    </div>
  </section>
  <section class="panel" aria-labelledby="members-title">
    <div class="panel-head"><h2 id="members-title">Members</h2><a href="/simulator/api/members">JSON</a></div>
    <div class="table-wrap members-wrap">
      <table>
        <thead><tr><th scope="col">Id</th><th scope="col">E-mail</th><th scope="col">Username</th><th scope="col">Verified</th><th scope="col">Credits</th><th scope="col">Deleted</th><th scope="col">Favourites</th></tr></thead>
        <tbody id="members"></tbody>
      </table>
    </div>
  </section>
  <section class="panel" aria-labelledby="payments-title">
    <div class="panel-head"><h2 id="payments-title">Payments</h2><a href="/simulator/api/payments">JSON</a></div>
    <div class="controls">
      <label class="field">Wallet variant
        <select id="wallet-variant"><option value="drawer">drawer</option><option value="simple">simple</option></select>
      </label>
      <label class="field">Payment provider
        <select id="wallet-provider"><option value="standard">standard</option><option value="paynl">paynl</option></select>
      </label>
      <label class="field">Failure reason
        <select id="fail-reason">
          <option value="100">100 default</option><option value="299">299 anti-fraud</option><option value="300">300 failed</option>
          <option value="302">302 rejected</option><option value="308">308 expired</option><option value="309">309 cancelled</option>
        </select>
      </label>
    </div>
    <div class="table-wrap members-wrap">
      <table>
        <thead><tr><th scope="col">Payment</th><th scope="col">Member</th><th scope="col">Bundle</th><th scope="col">Status</th><th scope="col">Settle</th></tr></thead>
        <tbody id="payments"></tbody>
      </table>
    </div>
  </section>
  <section class="panel" aria-labelledby="dial-in-title">
    <div class="panel-head"><h2 id="dial-in-title">Dial-in calls</h2><a href="/simulator/api/dial-in">JSON</a></div>
    <div class="table-wrap members-wrap">
      <table>
        <thead><tr><th scope="col">IVR session</th><th scope="col">Visitor</th><th scope="col">Pin</th><th scope="col">Call</th><th scope="col">Controls</th></tr></thead>
        <tbody id="dial-in"></tbody>
      </table>
    </div>
  </section>
  <section class="panel" aria-labelledby="chat-title">
    <div class="panel-head"><h2 id="chat-title">Chat rooms</h2><a href="/simulator/api/chat">JSON</a></div>
    <div class="controls">
      <label class="field">Guest free time (seconds)
        <input id="chat-guest-seconds" type="number" min="1" step="1" inputmode="numeric">
      </label>
      <button id="chat-guest-set" type="button">Set guest time</button>
      <label class="check"><input id="chat-bots" type="checkbox"> Chatter bots (the performer greets and answers)</label>
    </div>
    <div class="controls">
      <label class="field">Performer
        <input id="chat-performer" type="text" list="live-performers" placeholder="First in free chat" autocomplete="off">
      </label>
      <datalist id="live-performers"></datalist>
      <button id="chat-busy-room" type="button">Start a busy room</button>
      <label class="field">Messages a second
        <input id="flood-rate" type="number" min="1" max="200" step="1" value="50" inputmode="numeric">
      </label>
      <label class="field">Seconds
        <input id="flood-seconds" type="number" min="1" max="600" step="1" value="60" inputmode="numeric">
      </label>
      <button id="chat-flood" type="button">Flood the room</button>
      <button id="chat-tip-storm" type="button">Start a tip storm</button>
      <button id="chat-vip-accepted" type="button">Accept the next VIP request</button>
      <button id="chat-vip-declined" type="button">Decline the next VIP request</button>
    </div>
    <p id="chat-toast" class="toast" role="status" aria-live="polite"></p>
    <div id="rooms" class="rooms"></div>
  </section>
  <section class="panel" aria-labelledby="inbox-title">
    <div class="panel-head"><h2 id="inbox-title">Messenger</h2></div>
    <div class="controls">
      <label class="field">Member id
        <input id="inbox-member" type="number" min="1" step="1" inputmode="numeric">
      </label>
      <label class="field">Performer
        <input id="inbox-performer" type="text" autocomplete="off" placeholder="Username">
      </label>
      <label class="field">Text
        <input id="inbox-text" type="text" maxlength="255" autocomplete="off">
      </label>
      <button id="inbox-send" type="button">Write as the performer</button>
      <button id="inbox-read" type="button">Read as the performer</button>
      <label class="check"><input id="inbox-bot" type="checkbox"> Performers answer (reply bot)</label>
    </div>
    <p id="inbox-toast" class="toast" role="status" aria-live="polite"></p>
    <ol id="inbox" class="room-messages" aria-label="The member's conversations"></ol>
  </section>
  <section class="panel" aria-labelledby="scenarios-title">
    <div class="panel-head"><h2 id="scenarios-title">Scenarios</h2><a href="/simulator/api/scenarios">JSON</a></div>
    <p class="summary">Each plays on the newest pending payment or the newest IVR session in use; the chat scenarios are under Chat rooms.</p>
    <div id="scenarios" class="controls"></div>
  </section>
  </div>
  <aside class="side">
    <section class="panel" aria-labelledby="outage-title">
      <div class="panel-head"><h2 id="outage-title">Platform outage</h2><a href="/simulator/api/outage">JSON</a></div>
      <p class="summary">As during a restart: the site's platform calls answer 503 and its sockets drop. This console keeps working.</p>
      <div class="controls">
        <button id="outage-start" type="button">Start a 10-second outage</button>
        <button id="outage-end" type="button">End the outage</button>
      </div>
      <p id="outage-toast" class="toast" role="status" aria-live="polite"></p>
    </section>
    <section class="panel" aria-labelledby="configuration-title">
      <div class="panel-head"><h2 id="configuration-title">White-label configuration</h2><a href="/simulator/api/configuration">JSON</a></div>
      <p id="configuration-summary" class="summary"></p>
      <div class="controls">
        <label class="check"><input id="configuration-valentine" type="checkbox"> Valentine theme</label>
        <label class="check"><input id="configuration-christmas" type="checkbox"> Christmas mode</label>
        <label class="check"><input id="configuration-indexable" type="checkbox"> Indexable by search engines</label>
      </div>
      <fieldset class="controls" id="configuration-languages">
        <legend>Languages beside nl and en (their <code>/xx/…</code> routes, menus, hreflang and sitemap)</legend>
        <label class="check"><input type="checkbox" data-language="fr" data-name="Français"> fr</label>
        <label class="check"><input type="checkbox" data-language="de" data-name="Deutsch"> de</label>
        <label class="check"><input type="checkbox" data-language="es" data-name="Español"> es</label>
        <label class="check"><input type="checkbox" data-language="it" data-name="Italiano"> it</label>
        <label class="check"><input type="checkbox" data-language="ro" data-name="Română"> ro</label>
        <label class="check"><input type="checkbox" data-language="ru" data-name="Русский"> ru</label>
        <label class="check"><input type="checkbox" data-language="be" data-name="Vlaams"> be (Belgian Dutch)</label>
      </fieldset>
      <label class="patch-label" for="configuration-patch">Merge a part (JSON), e.g. <code>{"brand": {"name": "Nachtcams"}}</code></label>
      <textarea id="configuration-patch" class="patch" rows="3" spellcheck="false"></textarea>
      <div class="controls">
        <button id="configuration-merge" type="button">Merge</button>
        <button id="configuration-restore" type="button">Restore the seed's</button>
      </div>
      <p id="configuration-toast" class="toast" role="status" aria-live="polite"></p>
    </section>
    <section class="panel" aria-labelledby="promotions-title">
      <div class="panel-head"><h2 id="promotions-title">Promotions</h2><a href="/simulator/api/promotions">JSON</a></div>
      <p class="summary">The home overlay is the site's promo modal: shown once per browser session (closing or opening it marks it seen). Off after a reset.</p>
      <div class="controls">
        <label class="check"><input id="promo-overlay" type="checkbox"> Home overlay (promo modal)</label>
      </div>
      <p id="promo-toast" class="toast" role="status" aria-live="polite"></p>
    </section>
    <section class="panel" aria-labelledby="events-title">
      <div class="panel-head"><h2 id="events-title">Recorded world events</h2><a href="/simulator/api/events" download="world-events.json">Export JSON</a></div>
      <ol id="events" class="events"></ol>
    </section>
    <section class="panel" aria-labelledby="outbox-title">
      <div class="panel-head"><h2 id="outbox-title">Mail outbox</h2><a href="/simulator/api/outbox">JSON</a></div>
      <ol id="outbox" class="events"></ol>
    </section>
    <section class="panel" aria-labelledby="tracker-title">
      <div class="panel-head"><h2 id="tracker-title">Tracker calls</h2><a href="/simulator/api/tracker">JSON</a></div>
      <ol id="tracker" class="events"></ol>
    </section>
    <section class="panel" aria-labelledby="api-title">
      <h2 id="api-title">QA HTTP API</h2>
      <p>JSON in and out, under <code>/simulator/api</code>.</p>
      <dl class="api">
        <dt><code>POST /simulator/api/reset</code></dt>
        <dd>Puts the world back to its seed. Answers <code>{"ok": true, "seed": 1}</code>.</dd>
        <dt><code>GET /simulator/api/performers</code></dt>
        <dd>Lists <code>[{"id", "username", "status"}]</code>. Optional query <code>status</code> and <code>q</code> (username contains).</dd>
        <dt><code>POST /simulator/api/performers/{username}/status</code></dt>
        <dd>Body <code>{"status": "offline" | "online" | "free" | "vip" | "pause"}</code>. 404 for an unknown username, 400 for a bad status.</dd>
        <dt><code>GET /simulator/api/events</code></dt>
        <dd>The recording <code>{"seed", "events": [{"seq", "at", "event"}]}</code>.</dd>
        <dt><code>POST /simulator/api/replay</code></dt>
        <dd>Body: a recording from <code>/events</code>. Resets the world and applies its events again. A visitor's log belongs to <code>/visitor-logs</code>.</dd>
        <dt><code>POST /simulator/api/visitor-logs</code></dt>
        <dd>Body: a visitor's session log (the site's QA panel, <code>?qa=1</code>, exports it). Answers <code>{"id", "entries", "replayUrl"}</code>; open <code>/?replay={id}</code> to replay it in the site.</dd>
        <dt><code>GET /simulator/api/visitor-logs/{id}</code></dt>
        <dd>The shared log. 404 for an unknown id.</dd>
        <dt><code>GET /simulator/api/outbox</code></dt>
        <dd>Mails sent, newest first: <code>[{"to", "kind": "verification" | "reset-password", "subject", "link", "sentAt"}]</code>.</dd>
        <dt><code>GET /simulator/api/tracker</code></dt>
        <dd>The site's tracker calls (§7 <code>POST /tracker</code>), newest first: <code>[{"at", "event": "session.start" | "route.change" | "session.close", "beacon", "member", "log", "click"}]</code>; a route change carries its click-tracking record, the close comes as a beacon. No token is shown.</dd>
        <dt><code>GET /simulator/api/members</code></dt>
        <dd>Registered members in id order: <code>[{"id", "email", "username", "verified", "credits", "deleted", "favourites": [performerId]}]</code>.</dd>
        <dt><code>GET /simulator/api/payments</code></dt>
        <dd>Payment sessions, newest first: <code>[{"id", "member", "bundle", "status": "pending" | "success" | "failed", "reason"?, …}]</code>.</dd>
        <dt><code>POST /simulator/api/payments/{id}</code></dt>
        <dd>Body <code>{"outcome": "success"}</code> or <code>{"outcome": "failed", "reason": 100 | 299 | 300 | 302 | 308 | 309}</code>. Settles once: 409 when already settled, 404 unknown, 400 bad body.</dd>
        <dt><code>GET|POST /simulator/api/wallet</code></dt>
        <dd>Body <code>{"variant": "drawer" | "simple"}</code> and/or <code>{"provider": "standard" | "paynl"}</code>.</dd>
        <dt><code>GET /simulator/api/dial-in</code></dt>
        <dd>IVR sessions, newest first, each with its <code>call</code> (pin, state, member or username, times, credited) or null.</dd>
        <dt><code>POST /simulator/api/dial-in/{session}/call</code></dt>
        <dd>Rings the number: a pending call. Answers <code>{"pin", "session", "state"}</code>; 409 if the session has a call.</dd>
        <dt><code>POST /simulator/api/dial-in/{session}</code></dt>
        <dd>Body <code>{"state": "in_call" | "ended" | "expired"}</code>; 409 for a move the call cannot make.</dd>
        <dt><code>GET /simulator/api/scenarios</code>, <code>POST /simulator/api/scenarios/{name}</code></dt>
        <dd>Scripted runs: <code>payment-success</code>, <code>payment-anti-fraud</code> (body <code>{"payment"?}</code>), <code>dial-in-call</code> (body <code>{"session"?}</code>), <code>chat-busy-room</code> (body <code>{"performer"?}</code>: seven fake viewers talk for 60 s), <code>chat-flood</code> (body <code>{"performer"?, "rate"?: 1–200, "seconds"?: 1–600}</code>, default 50 a second for 60 s), <code>vip-accepted</code> and <code>vip-declined</code> (body <code>{"performer"?}</code>: the next VIP request there is answered 2 s after it arrives), <code>tip-storm</code> (body <code>{"performer"?, "rate"?: 1–10, "seconds"?: 1–300}</code>, default 2 tips a second for 30 s).</dd>
        <dt><code>GET /simulator/api/chat</code></dt>
        <dd>The rooms with viewers, messages or tips: <code>[{"performer", "mode", "viewers": n, "messages": n}]</code>.</dd>
        <dt><code>GET /simulator/api/chat/{performer}</code></dt>
        <dd>One room: <code>{"performer", "mode", "viewers": [{"nickname", "member", "kicked"}], "messages": [{"id", "sender", "text", "at"}], "camback", "tips", "vip", "vipPrice", "toy", "menu", "goal"}</code>.</dd>
        <dt><code>POST /simulator/api/chat/{performer}/vip</code>, <code>/toy</code>, <code>/goal</code>, <code>/menu</code></dt>
        <dd>Bodies <code>{"decision": "accept" | "decline" | "stop" | "disconnect"}</code> (409 when there is nothing to decide); <code>{"active": true | false}</code>; <code>{"title", "credits"}</code> or <code>{"title": null}</code>; <code>{"items": [{"label", "credits"}]}</code>.</dd>
        <dt><code>POST /simulator/api/chat/{performer}/vip-price</code></dt>
        <dd>Body <code>{"credits": 50 | 240}</code>: what a VIP show in the room costs a minute, from the next join (a running show keeps its price).</dd>
        <dt><code>POST /simulator/api/chat/{performer}/say</code>, <code>/kick</code>, <code>/event</code></dt>
        <dd>Bodies <code>{"text"}</code>; <code>{"nickname"}</code> or <code>{"member": id}</code>; <code>{"type": "chat-stopped" | "room-closed" | "host-disconnected" | "player-error" | "stop-camback"}</code>; <code>room-closed</code> takes her offline.</dd>
        <dt><code>GET|POST /simulator/api/chat/settings</code></dt>
        <dd>Body <code>{"guestSeconds"?: seconds, "bots"?: true | false, "joinDelayMs"?: 0–30000}</code>: the last holds every join's answer back (a slow platform).</dd>
        <dt><code>GET /simulator/api/inbox?member={id}</code></dt>
        <dd>The member's conversations: <code>[{"id", "performer", "unread", "deleted", "messages": [{"id", "owner", "text", "attachment", "status"}]}]</code>.</dd>
        <dt><code>POST /simulator/api/inbox/send</code>, <code>/inbox/read</code></dt>
        <dd>Bodies <code>{"from": performer, "to": member id, "text"}</code> (the performer writes); <code>{"performer", "member"}</code> (she reads the member's messages).</dd>
        <dt><code>GET|POST /simulator/api/inbox/settings</code></dt>
        <dd>Body <code>{"replies": true | false}</code>: performers answer members' messages after 2–4 s (the reply bot).</dd>
        <dt><code>POST /simulator/api/sockets/drop</code></dt>
        <dd>Body <code>{"member"?: id, "performer"?: username}</code>: closes those chat sockets as a network drop would.</dd>
        <dt><code>GET|POST|DELETE /simulator/api/outage</code></dt>
        <dd>Body <code>{"seconds": 1–300}</code> takes the platform down (503 with Retry-After, sockets dropped and refused) until it ends by itself or is deleted. Answers <code>{"active", "until"}</code>.</dd>
        <dt><code>GET /simulator/api/promotions</code>, <code>POST /simulator/api/promotions/overlay</code></dt>
        <dd>The white-label's promotions <code>[{"placement", "image", "link"}]</code>; body <code>{"on": true | false}</code> switches the <code>home-overlay</code> (the site's promo modal, once per browser session). Answers <code>{"on", "promotions"}</code>.</dd>
      </dl>
      <pre><code>curl -X POST -H 'Content-Type: application/json' \\
  -d '{"status":"free"}' \\
  http://127.0.0.1:5173/simulator/api/performers/LovelySophie/status</code></pre>
    </section>
  </aside>
</main>
</body>
</html>
`;

export const CONSOLE_CSS = `:root {
  color-scheme: dark;
  --bg: #120e17; --surface: #1e1826; --surface-2: #272033; --line: #382e46; --text: #f6f1f8; --muted: #b7aac4;
  --primary: #e5246b; --accent: #ff9a3c; --radius: 14px;
  --offline: #6f6780; --online: #36c275; --free: #2fa8ff; --vip: #e5246b; --pause: #f0b429;
  font-family: "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; background: radial-gradient(1200px 500px at 10% -10%, #3a1640 0%, transparent 60%), var(--bg); color: var(--text); min-height: 100vh; }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.85em; }
.top { display: flex; align-items: center; gap: 1.25rem; padding: 1rem 1.5rem; border-bottom: 1px solid var(--line); background: rgba(18, 14, 23, 0.8); position: sticky; top: 0; backdrop-filter: blur(8px); z-index: 1; }
.logo { height: 36px; width: auto; }
.title h1 { font-size: 1.15rem; margin: 0; }
.sub { margin: 0.15rem 0 0; color: var(--muted); font-size: 0.85rem; }
.site { margin-left: auto; padding: 0.5rem 0.9rem; border-radius: 999px; background: var(--surface-2); text-decoration: none; color: var(--text); border: 1px solid var(--line); }
main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(280px, 420px); gap: 1.25rem; padding: 1.25rem 1.5rem 2rem; max-width: 1400px; margin: 0 auto; }
@media (max-width: 960px) { main { grid-template-columns: 1fr; } }
/* A phone, or the static demo's frame on one: the header's parts one under another, the panels edge to edge. */
@media (max-width: 640px) { .top { flex-wrap: wrap; gap: 0.5rem 1rem; padding: 0.75rem 1rem; position: static; } .top > section { flex-basis: 100%; } main { padding: 0.75rem; } .panel { padding: 0.75rem; } }
.panel { background: var(--surface); border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem 1.1rem; margin-bottom: 1.25rem; }
.panel h2 { font-size: 1rem; margin: 0 0 0.5rem; }
.panel-head { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
.summary { margin: 0; color: var(--muted); font-size: 0.85rem; display: flex; gap: 0.4rem; flex-wrap: wrap; }
.chip { display: inline-flex; align-items: center; gap: 0.35rem; padding: 0.15rem 0.55rem; border-radius: 999px; background: var(--surface-2); font-size: 0.8rem; }
.dot { width: 0.55rem; height: 0.55rem; border-radius: 50%; display: inline-block; background: var(--offline); }
.dot.online { background: var(--online); } .dot.free { background: var(--free); } .dot.vip { background: var(--vip); } .dot.pause { background: var(--pause); }
.controls { display: flex; gap: 0.75rem; align-items: flex-end; flex-wrap: wrap; margin: 0.75rem 0; }
fieldset.controls { border: 0; padding: 0; min-width: 0; }
fieldset.controls legend { float: left; width: 100%; padding: 0; margin-bottom: 0.25rem; font-size: 0.85rem; color: var(--muted); }
.field { display: flex; flex-direction: column; gap: 0.3rem; font-size: 0.8rem; color: var(--muted); }
input, select, button { font: inherit; color: var(--text); background: var(--surface-2); border: 1px solid var(--line); border-radius: 10px; padding: 0.5rem 0.7rem; }
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
#search { min-width: 240px; }
button { cursor: pointer; }
button.danger { margin-left: auto; background: linear-gradient(135deg, var(--primary), #b3174f); border-color: transparent; font-weight: 600; }
.worlds { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem; }
.worlds-title { margin: 0; font-size: 0.95rem; }
.worlds .toast { flex-basis: 100%; margin: 0; }
.toast { min-height: 1.3rem; margin: 0 0 0.5rem; color: var(--accent); font-size: 0.85rem; }
.table-wrap { max-height: calc(100vh - 260px); overflow: auto; border-radius: 10px; border: 1px solid var(--line); }
table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
thead th { position: sticky; top: 0; background: var(--surface-2); text-align: left; font-weight: 600; padding: 0.55rem 0.75rem; color: var(--muted); }
tbody td { padding: 0.4rem 0.75rem; border-top: 1px solid var(--line); }
tbody tr:hover { background: rgba(255, 255, 255, 0.03); }
.who { display: flex; align-items: center; gap: 0.6rem; }
.who img { width: 40px; height: 30px; border-radius: 6px; object-fit: cover; }
.who a { color: var(--text); text-decoration: none; font-weight: 600; }
.who a:hover { text-decoration: underline; }
td.id { color: var(--muted); font-variant-numeric: tabular-nums; }
.status { display: flex; align-items: center; gap: 0.5rem; }
.events { list-style: none; margin: 0; padding: 0; max-height: 260px; overflow: auto; font-size: 0.85rem; }
.events li { padding: 0.35rem 0; border-top: 1px solid var(--line); color: var(--muted); }
.events li strong { color: var(--text); font-weight: 600; }
.events .empty { border: 0; }
.outbox-link { display: block; overflow-wrap: anywhere; font-size: 0.8rem; }
.patch-label { display: block; margin-top: 10px; font-size: 0.85rem; }
.patch { display: block; box-sizing: border-box; width: 100%; margin: 6px 0 8px; padding: 8px; border-radius: 8px; font: 0.85rem/1.4 ui-monospace, monospace; }
.stack { min-width: 0; }
.members-wrap { max-height: 360px; }
td.fav a { margin-right: 0.4rem; }
td.empty { color: var(--muted); }
.row-actions { display: flex; gap: 0.35rem; flex-wrap: wrap; }
.row-actions button, #scenarios button { padding: 0.3rem 0.6rem; font-size: 0.85rem; }
.pill { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; background: var(--surface-2); font-size: 0.8rem; }
.pill.success, .pill.in_call { background: #1d4d33; } .pill.failed, .pill.expired { background: #5a1f2c; } .pill.ended { background: #36304a; }
.pin { font-variant-numeric: tabular-nums; font-weight: 700; letter-spacing: 0.1em; }
.check { display: flex; align-items: center; gap: 0.4rem; font-size: 0.85rem; color: var(--muted); padding-bottom: 0.55rem; }
#chat-performer { min-width: 200px; }
#flood-rate, #flood-seconds, #chat-guest-seconds { width: 8rem; }
.rooms { display: grid; gap: 0.9rem; }
.room { border: 1px solid var(--line); border-radius: 10px; padding: 0.75rem 0.9rem; background: var(--surface-2); }
.room h3 { font-size: 0.95rem; margin: 0; }
.room-head { display: flex; align-items: center; gap: 0.6rem; flex-wrap: wrap; margin-bottom: 0.5rem; }
.room-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); gap: 0.75rem; }
@media (max-width: 720px) { .room-body { grid-template-columns: 1fr; } }
.room table { font-size: 0.85rem; }
.room caption { text-align: left; padding: 0.3rem 0.6rem; color: var(--muted); font-size: 0.8rem; }
.room .table-wrap { max-height: 240px; }
.room input, .room button { padding: 0.3rem 0.6rem; font-size: 0.85rem; }
.room-messages { list-style: none; margin: 0; padding: 0; max-height: 240px; overflow: auto; font-size: 0.85rem; }
.room-messages li { padding: 0.2rem 0; border-top: 1px solid var(--line); overflow-wrap: anywhere; }
.room-messages li.host strong { color: var(--accent); }
.room-messages time { color: var(--muted); margin-right: 0.35rem; font-variant-numeric: tabular-nums; }
.say { display: flex; gap: 0.4rem; margin: 0.6rem 0 0.4rem; }
.room-show { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); gap: 0.75rem; margin-bottom: 0.6rem; }
@media (max-width: 720px) { .room-show { grid-template-columns: 1fr; } }
.show-line { margin: 0 0 0.35rem; display: flex; gap: 0.4rem; align-items: center; flex-wrap: wrap; font-size: 0.85rem; }
.show-line progress { width: 8rem; accent-color: var(--primary); }
.room-tips { list-style: none; margin: 0; padding: 0; max-height: 160px; overflow: auto; font-size: 0.85rem; }
.room-tips li { padding: 0.2rem 0; border-top: 1px solid var(--line); overflow-wrap: anywhere; }
.room-tips .amount { color: var(--accent); font-weight: 600; }
.say input { flex: 1; min-width: 0; }
.api dt { margin-top: 0.7rem; }
.api dd { margin: 0.2rem 0 0; color: var(--muted); font-size: 0.85rem; }
pre { background: var(--bg); border: 1px solid var(--line); border-radius: 10px; padding: 0.75rem; overflow: auto; }
`;
