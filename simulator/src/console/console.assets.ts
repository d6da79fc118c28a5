/**
 * The QA console page (DESIGN §2 console/). Script and styles are separate files so the page works under the
 * site's Content-Security-Policy (no inline scripts or styles, DESIGN §7).
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

export const CONSOLE_JS = `const API = "/simulator/api";
const STATUSES = ["offline", "online", "free", "vip", "pause"];
const $ = (id) => document.getElementById(id);
let performers = [];

const el = (tag, props = {}, children = []) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
};

const request = async (path, init) => {
  const response = await fetch(API + path, { headers: { "Content-Type": "application/json", Accept: "application/json" }, ...init });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error || "HTTP " + response.status);
  return body;
};

const toast = (text) => { $("toast").textContent = text; };

const renderSummary = () => {
  const summary = $("summary");
  summary.replaceChildren(
    el("span", { class: "chip", text: performers.length + " performers" }),
    ...STATUSES.map((status) => el("span", { class: "chip" }, [el("span", { class: "dot " + status, "aria-hidden": "true" }), status + " " + performers.filter((p) => p.status === status).length])),
  );
};

const renderRows = () => {
  const q = $("search").value.trim().toLowerCase();
  const only = $("status-filter").value;
  const rows = performers
    .filter((p) => (!q || p.username.toLowerCase().includes(q)) && (!only || p.status === only))
    .map((p) => {
      const select = el("select", { "aria-label": "Status of " + p.username, "data-username": p.username },
        STATUSES.map((status) => el("option", { value: status, text: status })));
      select.value = p.status;
      return el("tr", {}, [
        el("td", {}, [el("div", { class: "who" }, [
          el("img", { src: "/simulator/media/performer/" + p.id + "/snapshot.jpg", alt: "", loading: "lazy", width: "40", height: "30" }),
          el("a", { href: "/profile/" + encodeURIComponent(p.username), target: "_blank", rel: "noopener", text: p.username }),
        ])]),
        el("td", { class: "id", text: String(p.id) }),
        el("td", {}, [el("div", { class: "status" }, [el("span", { class: "dot " + p.status, "aria-hidden": "true" }), select])]),
      ]);
    });
  $("rows").replaceChildren(...rows);
};

// Member events show who they concern, never their salts or hashes.
const describe = (e) => {
  if (e.type === "performer.status.set") return e.username + " → " + e.status;
  if (e.type === "world.clock.advance") return "+" + e.ms + " ms";
  if (e.type === "member.registered") return "#" + e.id + " " + e.email;
  if (e.type === "member.email.changed") return "#" + e.id + " → " + e.email;
  if (e.type === "member.username.changed") return "#" + e.id + " → " + e.username;
  if (e.type === "member.credited") return "#" + e.id + " " + (e.amount >= 0 ? "+" : "") + e.amount + " (" + e.reason + ")";
  if (e.type === "favourite.added" || e.type === "favourite.removed") return "#" + e.memberId + " performer " + e.performerId;
  if (e.type === "mail.sent") return e.kind + " → " + e.to;
  if (e.type === "payment.session.created") return e.id + " #" + e.member + " bundle " + e.bundle;
  if (e.type === "payment.session.settled") return e.id + " " + e.outcome + (e.reason ? " " + e.reason : "");
  if (e.type === "wallet.variant.set") return e.variant;
  if (e.type === "wallet.provider.set") return e.provider;
  if (e.type === "ivr.session.created") return e.session + (e.member !== null ? " #" + e.member : "");
  if (e.type === "dial-in.call.started") return e.session + " pin " + e.pin;
  if (e.type === "dial-in.call.linked") return e.session + " → " + (e.member !== null ? "#" + e.member : e.username);
  if (e.type === "dial-in.call.moved") return e.session + " → " + e.state;
  if (e.type === "chat.room.said") return e.performer + " · " + e.sender + ": " + (e.text.length > 60 ? e.text.slice(0, 59) + "…" : e.text);
  if (e.type === "chat.room.joined") return e.performer + " ← " + e.nickname + (e.member !== null ? " #" + e.member : "");
  if (e.type === "chat.room.left") return e.performer + " → " + e.clientId + " (" + e.reason + ")";
  if (e.type === "chat.room.kicked") return e.performer + " kicked " + e.clientId;
  if (e.type === "chat.room.signalled") return e.performer + " " + e.signal;
  if (e.type === "chat.room.charged") return e.performer + " #" + e.member + " −" + e.credits;
  if (e.type === "chat.room.renamed") return e.performer + " " + e.clientId + " → " + e.nickname;
  if (e.type === "chat.camback.set") return e.performer + " " + e.clientId + (e.on ? " on" : " off");
  if (e.type === "chat.tip.given") return e.performer + " · " + e.sender + " +" + e.amount + " " + e.kind + (e.isPublic ? "" : " (private)");
  if (e.type === "chat.toy.set") return e.performer + " toy " + (e.active ? "on" : "off");
  if (e.type === "chat.menu.set") return e.performer + " · " + e.items.length + " menu items";
  if (e.type === "chat.goal.set") return e.performer + " · " + (e.goal ? e.goal.title + " " + e.goal.target : "no goal");
  if (e.type === "chat.vip.requested") return e.performer + " ← #" + e.member;
  if (e.type === "chat.vip.accepted") return e.performer + " " + e.price + " a minute";
  if (e.type === "chat.vip.charged") return e.performer + " #" + e.member + " −" + e.credits;
  if (e.type === "chat.vip.ended") return e.performer + " " + e.reason;
  if (e.type === "chat.vip.priceSet") return e.performer + " VIP " + e.price + " a minute";
  if (e.type === "chat.settings.set") return [e.guestSeconds !== undefined ? "guest " + e.guestSeconds + " s" : "", e.bots !== undefined ? "bots " + (e.bots ? "on" : "off") : "", e.joinDelayMs !== undefined ? "joins answered after " + e.joinDelayMs + " ms" : ""].filter(Boolean).join(", ");
  if (e.type === "inbox.message.sent") return "#" + e.member + " · performer " + e.performer + " · " + e.sender + ": " + (e.image ? "[photo] " : "") + e.text;
  if (e.type === "inbox.read" || e.type === "inbox.delivered") return "conversation " + e.conversation + " by the " + e.reader;
  if (e.type === "inbox.replies.set") return "reply bot " + (e.active ? "on" : "off");
  if (e.type === "configuration.promotion.set") return e.placement + " → " + e.link;
  if (e.type === "configuration.promotion.removed") return e.placement;
  if (typeof e.id === "number") return "#" + e.id;
  return "";
};

const renderEvents = (recording) => {
  const items = recording.events.slice(-50).reverse().map((record) => {
    const e = record.event;
    const what = describe(e);
    return el("li", {}, [el("strong", { text: "#" + record.seq + " " + e.type }), " " + what]);
  });
  $("events").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No events yet: the world is at its seed." })]));
};

const isWebLink = (link) => link.startsWith("https://") || link.startsWith("http://");

// The API answers newest first; each link opens the site at the mail's action (§2.1).
const renderOutbox = (mails) => {
  const items = mails.map((mail) => el("li", {}, [
    el("strong", { text: mail.kind + " → " + mail.to }), " " + mail.subject + " · " + mail.sentAt,
    isWebLink(mail.link)
      ? el("a", { class: "outbox-link", href: mail.link, target: "_blank", rel: "noopener", text: mail.link })
      : el("span", { class: "outbox-link", text: mail.link }),
  ]));
  $("outbox").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No mails sent yet." })]));
};

// Issue 28: newest first; a route change shows its address and status, the close that it came as a beacon.
const renderTracker = (calls) => {
  const items = calls.slice(0, 30).map((call) => el("li", {}, [
    el("strong", { text: call.event + (call.beacon ? " (beacon)" : "") }),
    " " + (call.click ? call.click.statusCode + " " + call.click.url : "session " + call.log.session) + (call.member ? " · member" : " · guest"),
  ]));
  $("tracker").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No tracker calls yet." })]));
};

const renderMembers = (members) => {
  const names = new Map(performers.map((p) => [p.id, p.username]));
  const rows = members.map((m) => el("tr", {}, [
    el("td", { class: "id", text: String(m.id) }),
    el("td", { text: m.email }),
    el("td", { text: m.username }),
    el("td", { text: m.verified ? "yes" : "no" }),
    el("td", { class: "id", text: String(m.credits) }),
    el("td", { text: m.deleted ? "yes" : "no" }),
    el("td", { class: "fav" }, m.favourites.map((id) => {
      const name = names.get(id);
      return name ? el("a", { href: "/profile/" + encodeURIComponent(name), target: "_blank", rel: "noopener", text: name }) : el("span", { text: String(id) });
    })),
  ]));
  $("members").replaceChildren(...(rows.length ? rows : [el("tr", {}, [el("td", { class: "empty", colspan: "7", text: "No members registered yet." })])]));
};

const button = (text, label, data) => {
  const node = el("button", { type: "button", "aria-label": label, text });
  for (const [key, value] of Object.entries(data)) node.dataset[key] = value;
  return node;
};

const REASONS = { 100: "default", 299: "anti-fraud", 300: "failed", 302: "rejected", 308: "expired", 309: "cancelled" };

// Pending payments get Pay, Fail (with the reason chosen above) and Cancel (309); settled ones show how they ended.
const renderPayments = (payments) => {
  const rows = payments.map((p) => el("tr", {}, [
    el("td", { class: "id", text: p.id }),
    el("td", { class: "id", text: "#" + p.member }),
    el("td", { class: "id", text: String(p.bundle) }),
    el("td", {}, [el("span", { class: "pill " + p.status, text: p.status + (p.reason ? " " + p.reason + " " + REASONS[p.reason] : "") })]),
    el("td", {}, [p.status === "pending"
      ? el("div", { class: "row-actions" }, [
        button("Pay", "Settle " + p.id + " as paid", { action: "pay", id: p.id }),
        button("Fail", "Fail " + p.id + " with the chosen reason", { action: "fail", id: p.id }),
        button("Cancel", "Cancel " + p.id, { action: "cancel", id: p.id }),
      ])
      : el("span", { class: "summary", text: "settled" })]),
  ]));
  $("payments").replaceChildren(...(rows.length ? rows : [el("tr", {}, [el("td", { class: "empty", colspan: "5", text: "No payments yet: pay from the wallet on the site." })])]));
};

const MOVES = { pending: ["in_call", "ended", "expired"], in_call: ["ended"], ended: [], expired: [] };

const renderDialIn = (sessions) => {
  const rows = sessions.map((s) => {
    const call = s.call;
    const visitor = call && (call.member !== null || call.username) ? (call.member !== null ? "#" + call.member + " " : "") + (call.username || "") : (s.member !== null ? "#" + s.member : "guest " + s.fingerprint);
    const controls = call === null
      ? [button("Start call", "Start a call on " + s.session, { action: "call", session: s.session })]
      : MOVES[call.state].map((state) => button(state.replace("_", " "), "Move the call of " + s.session + " to " + state, { action: "move", session: s.session, state }));
    return el("tr", {}, [
      el("td", { class: "id", text: s.session }),
      el("td", { text: visitor }),
      el("td", { class: "pin", text: call ? call.pin : "–" }),
      el("td", {}, [call ? el("span", { class: "pill " + call.state, text: call.state + (call.state === "ended" ? " · " + call.credited + " credits" : "") }) : el("span", { class: "summary", text: "no call" })]),
      el("td", {}, [el("div", { class: "row-actions" }, controls)]),
    ]);
  });
  $("dial-in").replaceChildren(...(rows.length ? rows : [el("tr", {}, [el("td", { class: "empty", colspan: "5", text: "No IVR sessions yet: open the dial-in drawer on the site." })])]));
};

const renderWallet = (wallet) => {
  $("wallet-variant").value = wallet.variant;
  $("wallet-provider").value = wallet.provider;
};

// The chat scenarios have their own controls under Chat rooms.
const renderScenarios = (scenarios) => {
  $("scenarios").replaceChildren(...scenarios.filter((s) => s.target !== "performer").map((s) => button(s.title, "Play: " + s.title, { scenario: s.name })));
};

const LIVE = ["free", "online", "vip"];
const ROOM_EVENTS = ["chat-stopped", "room-closed", "host-disconnected", "player-error", "stop-camback"];
const NEWEST_MESSAGES = 12;
const clock = (at) => new Date(at).toISOString().slice(11, 19);

const renderLivePerformers = () => {
  $("live-performers").replaceChildren(...performers.filter((p) => LIVE.includes(p.status)).map((p) => el("option", { value: p.username })));
};

const renderChatSettings = (settings) => {
  const seconds = $("chat-guest-seconds");
  if (document.activeElement !== seconds) seconds.value = String(settings.guestSeconds);
  $("chat-bots").checked = settings.bots;
};

// A room's article keeps its say field (and what QA is typing in it) across refreshes; the rest is redrawn.
const roomArticle = (performer) => {
  const input = el("input", { type: "text", maxlength: "500", autocomplete: "off", "aria-label": "Message from " + performer, placeholder: "Say as " + performer });
  const say = el("form", { class: "say", "data-performer": performer }, [input, el("button", { type: "submit", "aria-label": "Say it in " + performer + "'s room", text: "Say" })]);
  const actions = el("div", { class: "row-actions" }, [
    ...ROOM_EVENTS.map((type) => button(type, "Send " + type + " to " + performer + "'s room", { action: "event", performer, type })),
    button("Drop sockets", "Drop the sockets of " + performer + "'s room", { action: "drop", performer }),
  ]);
  return el("article", { class: "room", "data-performer": performer, "aria-label": "Chat room of " + performer }, [
    el("div", { class: "room-head" }), el("div", { class: "room-show" }), el("div", { class: "room-body" }), say, actions,
  ]);
};

// The performer's side (issue 12): her VIP decisions on what is asked or running, the toy switch (§9 cybertoy 1, 2, 3, 5).
const TOY_LEVELS = [1, 2, 3, 5];
const NEWEST_TIPS = 8;
const VIP_DECISIONS = {
  requested: ["accept", "decline", "stop", "disconnect"],
  accepted: ["stop", "disconnect"],
};
const VIP_BUTTONS = {
  accept: ["Accept VIP", "Accept the VIP request in "],
  decline: ["Decline VIP", "Decline the VIP request in "],
  stop: ["Stop VIP", "Stop the VIP show in "],
  disconnect: ["Disconnect", "Disconnect the VIP member in "],
};

const vipLine = (room) => {
  const vip = room.vip;
  const what = vip === null ? "none" : vip.state + " by #" + vip.member + (vip.state === "accepted" ? " · " + vip.charged + " credits charged" : "");
  const buttons = vip === null ? [] : VIP_DECISIONS[vip.state].map((decision) => {
    const [text, label] = VIP_BUTTONS[decision];
    return button(text, label + room.performer + "'s room", { action: "vip", performer: room.performer, decision });
  });
  const other = room.vipPrice === 240 ? 50 : 240;
  const price = button(other + " a minute", "Make VIP shows in " + room.performer + "'s room cost " + other + " credits a minute", { action: "vip-price", performer: room.performer, price: String(other) });
  return el("p", { class: "show-line" }, [el("strong", { text: "VIP:" }), room.vipPrice + " a minute · " + what, ...buttons, price]);
};

const toyLine = (room) => {
  const toy = room.toy;
  if (!TOY_LEVELS.includes(toy.level)) return el("p", { class: "show-line" }, [el("strong", { text: "Toy:" }), "none"]);
  const vibrating = toy.active && toy.until !== null ? " · vibrating until " + clock(toy.until) : "";
  const next = !toy.active;
  return el("p", { class: "show-line" }, [
    el("strong", { text: "Toy:" }), "level " + toy.level + " · " + (toy.active ? "on" : "off") + vibrating,
    button(next ? "Toy on" : "Toy off", "Switch the toy " + (next ? "on" : "off") + " in " + room.performer + "'s room", { action: "toy", performer: room.performer, active: String(next) }),
  ]);
};

const goalLine = (room) => {
  const goal = room.goal;
  if (goal === null) return el("p", { class: "show-line" }, [el("strong", { text: "Goal:" }), "none"]);
  const bar = el("progress", { max: String(goal.target), value: String(Math.min(goal.progress, goal.target)), "aria-label": "Goal of " + room.performer });
  return el("p", { class: "show-line" }, [
    el("strong", { text: "Goal:" }), goal.title, bar, goal.progress + " / " + goal.target + (goal.progress >= goal.target ? " · reached" : ""),
  ]);
};

const menuLine = (room) => el("p", { class: "show-line" }, [
  el("strong", { text: "Menu:" }), room.menu.length ? room.menu.map((item) => item.label + " " + item.credits).join(" · ") : "none",
]);

const tipItem = (tip) => el("li", {}, [
  el("strong", { text: tip.sender }), " ", el("span", { class: "amount", text: "+" + tip.amount }),
  " " + tip.kind + (tip.item ? " (" + tip.item + ")" : "") + (tip.public ? "" : " · private") + (tip.message ? ": " + tip.message : ""),
]);

const fillShow = (article, room) => {
  const tips = room.tips.slice(-NEWEST_TIPS).reverse().map(tipItem);
  article.querySelector(".room-show").replaceChildren(
    el("div", {}, [vipLine(room), toyLine(room), goalLine(room), menuLine(room)]),
    el("ol", { class: "room-tips", "aria-label": "Newest tips in " + room.performer + "'s room" }, tips.length ? tips : [el("li", { class: "empty", text: "No tips yet." })]),
  );
};

const fillRoom = (article, room) => {
  fillShow(article, room);
  article.querySelector(".room-head").replaceChildren(
    el("h3", { text: room.performer }),
    el("span", { class: "pill", text: room.mode ?? "closed" }),
    el("span", { class: "summary", text: room.viewers.length + " viewers · " + room.messages.length + " messages" }),
  );
  const viewers = room.viewers.map((v) => el("tr", {}, [
    el("td", { text: v.nickname }),
    el("td", { class: "id", text: v.member !== null ? "#" + v.member : "guest" }),
    el("td", { text: v.kicked ? "yes" : "no" }),
    el("td", {}, [(() => {
      const kick = button("Kick", "Kick " + v.nickname + " from " + room.performer + "'s room", v.member !== null
        ? { action: "kick", performer: room.performer, member: String(v.member) }
        : { action: "kick", performer: room.performer, nickname: v.nickname });
      kick.disabled = v.kicked;
      return kick;
    })()]),
  ]));
  const messages = room.messages.slice(-NEWEST_MESSAGES).map((m) => el("li", { class: m.sender === room.performer ? "host" : "" }, [
    el("time", { datetime: new Date(m.at).toISOString(), text: clock(m.at) }), el("strong", { text: m.sender }), ": " + m.text,
  ]));
  article.querySelector(".room-body").replaceChildren(
    el("div", { class: "table-wrap" }, [el("table", {}, [
      el("caption", { text: "Viewers" }),
      el("thead", {}, [el("tr", {}, ["Nickname", "Member", "Kicked", "Kick"].map((h) => el("th", { scope: "col", text: h })))]),
      el("tbody", {}, viewers.length ? viewers : [el("tr", {}, [el("td", { class: "empty", colspan: "4", text: "No viewers." })])]),
    ])]),
    el("ol", { class: "room-messages", "aria-label": "Newest messages in " + room.performer + "'s room" },
      messages.length ? messages : [el("li", { class: "empty", text: "No messages yet." })]),
  );
};

// Keyed by performer: existing articles stay where they are (a focused field keeps its focus), new ones slot in.
const renderRooms = (rooms) => {
  const container = $("rooms");
  const existing = new Map([...container.querySelectorAll("article.room")].map((a) => [a.dataset.performer, a]));
  let at = container.firstElementChild;
  for (const room of rooms) {
    const article = existing.get(room.performer) ?? roomArticle(room.performer);
    existing.delete(room.performer);
    fillRoom(article, room);
    if (article === at) at = at.nextElementSibling;
    else container.insertBefore(article, at);
  }
  for (const gone of existing.values()) gone.remove();
  container.querySelector(".empty-rooms")?.remove();
  if (rooms.length === 0) container.append(el("p", { class: "summary empty-rooms", text: "No chat rooms yet: open a live performer's room on the site, or start a busy room." }));
};

const refreshChat = async () => {
  const [list, settings] = await Promise.all([request("/chat"), request("/chat/settings")]);
  const rooms = await Promise.all(list.map((room) => request("/chat/" + encodeURIComponent(room.performer))));
  renderChatSettings(settings);
  renderRooms(rooms);
};

const refreshWorld = async () => {
  const [recording, mails, members, payments, dialIn, wallet, tracker] = await Promise.all([
    request("/events?last=50"), request("/outbox"), request("/members"), request("/payments"), request("/dial-in"), request("/wallet"), request("/tracker"), refreshChat(), refreshInbox(), refreshOutage(), refreshPromotions(), refreshConfiguration(),
  ]);
  renderEvents(recording);
  renderOutbox(mails);
  renderTracker(tracker);
  renderMembers(members);
  renderPayments(payments);
  renderDialIn(dialIn);
  renderWallet(wallet);
};

const load = async () => {
  const [list, scenarios] = await Promise.all([request("/performers"), request("/scenarios")]);
  performers = list;
  renderSummary();
  renderRows();
  renderLivePerformers();
  renderScenarios(scenarios);
  await refreshWorld();
};

const act = async (path, body, done, where = "toast") => {
  try {
    const result = await request(path, { method: "POST", body: JSON.stringify(body) });
    $(where).textContent = done(result);
  } catch (error) {
    $(where).textContent = error.message;
  }
  await refreshWorld().catch(() => {});
};
const chatAct = (path, body, done) => act(path, body, done, "chat-toast");
const roomPath = (performer, call) => "/chat/" + encodeURIComponent(performer) + "/" + call;

document.addEventListener("DOMContentLoaded", () => {
  $("search").addEventListener("input", renderRows);
  $("status-filter").addEventListener("change", renderRows);
  $("rows").addEventListener("change", async (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.dataset.username) return;
    try {
      const result = await request("/performers/" + encodeURIComponent(select.dataset.username) + "/status", { method: "POST", body: JSON.stringify({ status: select.value }) });
      toast(result.username + " is now " + result.status);
      await load();
    } catch (error) {
      toast("Could not change status: " + error.message);
    }
  });
  $("payments").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.id) return;
    const id = target.dataset.id;
    const body = target.dataset.action === "pay" ? { outcome: "success" }
      : { outcome: "failed", reason: target.dataset.action === "cancel" ? 309 : Number($("fail-reason").value) };
    act("/payments/" + encodeURIComponent(id), body, (p) => p.id + " is now " + p.status + (p.reason ? " (" + p.reason + ")" : ""));
  });
  $("dial-in").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.session) return;
    const session = encodeURIComponent(target.dataset.session);
    if (target.dataset.action === "call") act("/dial-in/" + session + "/call", {}, (r) => "Call on " + r.session + ": pin " + r.pin);
    else act("/dial-in/" + session, { state: target.dataset.state }, (r) => r.session + " is now " + r.call.state);
  });
  $("scenarios").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.scenario) return;
    act("/scenarios/" + target.dataset.scenario, {}, (r) => "Playing: " + r.title + (r.pin ? " · pin " + r.pin : ""));
  });
  $("rooms").addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLButtonElement) || !target.dataset.action) return;
    const { action, performer } = target.dataset;
    if (action === "kick") {
      const who = target.dataset.member ? { member: Number(target.dataset.member) } : { nickname: target.dataset.nickname };
      chatAct(roomPath(performer, "kick"), who, (r) => "Kicked " + r.kicked + " from " + performer + "'s room");
    } else if (action === "event") {
      chatAct(roomPath(performer, "event"), { type: target.dataset.type }, (r) => "Sent " + r.sent + " to " + performer + "'s room");
    } else if (action === "vip") {
      const { decision } = target.dataset;
      chatAct(roomPath(performer, "vip"), { decision }, (r) => "VIP in " + performer + "'s room: " + decision + " → " + (r.vip ? r.vip.state : "ended"));
    } else if (action === "vip-price") {
      chatAct(roomPath(performer, "vip-price"), { credits: Number(target.dataset.price) }, (r) => "VIP in " + performer + "'s room: " + r.vipPrice + " credits a minute");
    } else if (action === "toy") {
      chatAct(roomPath(performer, "toy"), { active: target.dataset.active === "true" }, (r) => "Toy in " + performer + "'s room " + (r.active ? "on" : "off"));
    } else if (action === "drop") {
      chatAct("/sockets/drop", { performer }, (r) => "Dropped the sockets of " + r.dropped + " chat client" + (r.dropped === 1 ? "" : "s") + " in " + performer + "'s room");
    }
  });
  $("rooms").addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target;
    const input = form.querySelector("input");
    const performer = form.dataset.performer;
    if (!input || !performer || input.value.trim() === "") return;
    const text = input.value;
    chatAct(roomPath(performer, "say"), { text }, () => {
      input.value = "";
      return performer + " said: " + text;
    });
  });
  $("chat-guest-set").addEventListener("click", () => {
    chatAct("/chat/settings", { guestSeconds: Number($("chat-guest-seconds").value) }, (c) => "Guests chat free for " + c.guestSeconds + " s");
  });
  $("chat-bots").addEventListener("change", (event) => {
    chatAct("/chat/settings", { bots: event.target.checked }, (c) => "Chatter bots " + (c.bots ? "on" : "off"));
  });
  const chatTarget = () => {
    const performer = $("chat-performer").value.trim();
    return performer ? { performer } : {};
  };
  $("chat-busy-room").addEventListener("click", () => {
    chatAct("/scenarios/chat-busy-room", chatTarget(), (r) => "Busy room in " + r.performer + "'s room: " + r.viewers.join(", ") + ", " + r.scheduled + " messages over " + r.seconds + " s");
  });
  $("chat-flood").addEventListener("click", () => {
    const body = { ...chatTarget(), rate: Number($("flood-rate").value), seconds: Number($("flood-seconds").value) };
    chatAct("/scenarios/chat-flood", body, (r) => "Flooding " + r.performer + "'s room: " + r.rate + " a second for " + r.seconds + " s (" + r.scheduled + " messages)");
  });
  $("chat-tip-storm").addEventListener("click", () => {
    chatAct("/scenarios/tip-storm", chatTarget(), (r) => "Tip storm in " + r.performer + "'s room: " + r.rate + " a second for " + r.seconds + " s (" + r.scheduled + " tips)");
  });
  for (const decision of ["accepted", "declined"]) {
    $("chat-vip-" + decision).addEventListener("click", () => {
      chatAct("/scenarios/vip-" + decision, chatTarget(), (r) => r.title);
    });
  }
  const changeWallet = (key) => (event) => act("/wallet", { [key]: event.target.value }, (w) => "Wallet: " + w.variant + " variant, " + w.provider + " methods");
  $("wallet-variant").addEventListener("change", changeWallet("variant"));
  $("wallet-provider").addEventListener("change", changeWallet("provider"));
  $("reset").addEventListener("click", async () => {
    await request("/reset", { method: "POST", body: "{}" });
    toast("World reset to its seed");
    await load();
  });
  load().catch((error) => toast("Could not load performers: " + error.message));
  // Mails, members, payments, calls, rooms and events change from the site too: refresh them while the page is visible.
  setInterval(() => {
    if (document.visibilityState !== "visible") return;
    refreshWorld().catch(() => {});
  }, 3000);
});

// The messenger (issue 13): the chosen member's conversations, newest messages last; QA writes and reads as a performer.
const NEWEST_INBOX_MESSAGES = 5;
const renderInbox = (conversations) => {
  const items = conversations.map((c) => el("li", {}, [
    el("strong", { text: c.performer }), " · " + c.unread + " unread" + (c.deleted ? " · deleted" : ""),
    ...c.messages.slice(-NEWEST_INBOX_MESSAGES).map((m) => el("div", { text: m.owner + ": " + (m.attachment ? "[photo] " : "") + m.text + " (" + m.status + ")" })),
  ]));
  $("inbox").replaceChildren(...(items.length ? items : [el("li", { class: "empty", text: "No conversations for this member." })]));
};
const refreshInbox = async () => {
  $("inbox-bot").checked = (await request("/inbox/settings")).replies;
  const member = $("inbox-member").value.trim();
  if (!member) return $("inbox").replaceChildren(el("li", { class: "empty", text: "Enter a member id to see her conversations." }));
  renderInbox(await request("/inbox?member=" + encodeURIComponent(member)).catch(() => []));
};
document.addEventListener("DOMContentLoaded", () => {
  const inboxAct = (path, body, done) => act(path, body, done, "inbox-toast");
  const sides = () => ({ performer: $("inbox-performer").value.trim(), member: Number($("inbox-member").value) });
  $("inbox-member").addEventListener("change", () => refreshInbox().catch(() => {}));
  $("inbox-send").addEventListener("click", () => {
    const { performer, member } = sides();
    inboxAct("/inbox/send", { from: performer, to: member, text: $("inbox-text").value }, () => {
      $("inbox-text").value = "";
      return performer + " wrote to member #" + member;
    });
  });
  $("inbox-read").addEventListener("click", () => {
    const { performer, member } = sides();
    inboxAct("/inbox/read", { performer, member }, (r) => performer + " read " + r.read + " message" + (r.read === 1 ? "" : "s") + " of member #" + member);
  });
  $("inbox-bot").addEventListener("change", (event) => {
    inboxAct("/inbox/settings", { replies: event.target.checked }, (r) => "Reply bot " + (r.replies ? "on" : "off"));
  });
});

// Promotions: the home overlay is the site's promo modal (off in the seed, so it covers no page unless QA wants it).
const renderPromotions = (promotions) => {
  $("promo-overlay").checked = promotions.some((p) => p.placement === "home-overlay");
};
const refreshPromotions = async () => renderPromotions(await request("/promotions"));
document.addEventListener("DOMContentLoaded", () => {
  $("promo-overlay").addEventListener("change", (event) => {
    act("/promotions/overlay", { on: event.target.checked }, (r) => "Home overlay " + (r.on ? "on: the site shows it once per browser session" : "off"), "promo-toast");
  });
});

// Issue 28: the world's white-label configuration, as the platform serves it: a few switches, a JSON part merged into
// it (a shape the schema refuses is said with its reason, and nothing changes), the seed's back.
const renderConfiguration = (configuration) => {
  $("configuration-summary").textContent = configuration.brand.name + " · languages " + configuration.languages.map((l) => l.key).join(", ")
    + " · theme " + (configuration.theme || (configuration.features.christmasMode ? "christmas" : "none"));
  $("configuration-valentine").checked = configuration.theme === "valentine";
  $("configuration-christmas").checked = configuration.features.christmasMode;
  $("configuration-indexable").checked = configuration.indexable;
  currentLanguages = configuration.languages;
  for (const box of document.querySelectorAll("[data-language]")) box.checked = configuration.languages.some((l) => l.key === box.dataset.language);
};
let currentLanguages = [];
const refreshConfiguration = async () => renderConfiguration(await request("/configuration"));
document.addEventListener("DOMContentLoaded", () => {
  const configure = (init, done) =>
    request("/configuration", init).then(
      (configuration) => { renderConfiguration(configuration); $("configuration-toast").textContent = done; },
      (error) => { $("configuration-toast").textContent = error.message; },
    );
  const merge = (part, done) => configure({ method: "POST", body: JSON.stringify(part) }, done);
  $("configuration-valentine").addEventListener("change", (event) => merge({ theme: event.target.checked ? "valentine" : null }, "Valentine theme " + (event.target.checked ? "on" : "off")));
  $("configuration-christmas").addEventListener("change", (event) => merge({ features: { christmasMode: event.target.checked } }, "Christmas mode " + (event.target.checked ? "on" : "off")));
  $("configuration-indexable").addEventListener("change", (event) => merge({ indexable: event.target.checked }, event.target.checked ? "Indexable" : "Not indexable: robots.txt closes the site"));
  // A list replaces the one before: the switch sends the whole list with its language added or taken out.
  $("configuration-languages").addEventListener("change", (event) => {
    const { language, name } = event.target.dataset;
    const others = currentLanguages.filter((l) => l.key !== language);
    const languages = event.target.checked ? [...others, { key: language, name }] : others;
    merge({ languages }, language + (event.target.checked ? " on: /" + language + " shows the site in it" : " off: /" + language + " is a missing page"));
  });
  $("configuration-merge").addEventListener("click", () => {
    let part;
    try {
      part = JSON.parse($("configuration-patch").value || "{}");
    } catch (error) {
      $("configuration-toast").textContent = "Not JSON: " + error.message;
      return;
    }
    merge(part, "Merged: the site's next pages use it");
  });
  $("configuration-restore").addEventListener("click", () => configure({ method: "DELETE" }, "The seed's configuration is back"));
});

// A platform outage (issue 14): the site's calls answer 503 and its sockets drop; the console stays up to end it.
const OUTAGE_SECONDS = 10;
const renderOutage = (outage) => {
  const text = outage.active ? "The platform is down until " + new Date(outage.until).toLocaleTimeString() + "." : "The platform is up.";
  // The refresh repeats it every 3 s: a live region only speaks when it changes.
  if ($("outage-toast").textContent !== text) $("outage-toast").textContent = text;
  $("outage-end").disabled = !outage.active;
};
const refreshOutage = async () => renderOutage(await request("/outage"));
document.addEventListener("DOMContentLoaded", () => {
  const outageAct = (init) => request("/outage", init).then(renderOutage, (error) => { $("outage-toast").textContent = error.message; });
  $("outage-start").addEventListener("click", () => outageAct({ method: "POST", body: JSON.stringify({ seconds: OUTAGE_SECONDS }) }));
  $("outage-end").addEventListener("click", () => outageAct({ method: "DELETE" }));
});

// Worlds (issue 25): each QA engineer (or test) works in a world of her own; the browser's cookie chooses it, for the
// console and the site alike. A switch goes through /simulator/worlds/{id}, which sets the cookie.
const WORLD_DEFAULT = "default";
const switchTo = (id) => { location.href = "/simulator/worlds/" + encodeURIComponent(id) + "?to=/simulator"; };
const refreshWorlds = async () => {
  const worlds = await request("/worlds");
  const current = worlds.find((w) => w.current);
  $("world-current").textContent = current ? current.id : "(unknown: switch to another)";
  const chosen = $("world-select").value || (current && current.id);
  $("world-select").replaceChildren(...worlds.map((w) => el("option", { value: w.id, text: w.id + " · seed " + w.seed + " · " + w.performers + " performers" + (w.current ? " (current)" : "") })));
  if (chosen) $("world-select").value = chosen;
  $("world-drop").disabled = $("world-select").value === WORLD_DEFAULT;
};
document.addEventListener("DOMContentLoaded", () => {
  const worldToast = (text) => { $("world-toast").textContent = text; };
  $("world-select").addEventListener("change", () => { $("world-drop").disabled = $("world-select").value === WORLD_DEFAULT; });
  $("world-switch").addEventListener("click", () => switchTo($("world-select").value));
  $("world-new").addEventListener("click", () => {
    request("/worlds", { method: "POST", body: "{}" }).then((w) => switchTo(w.id), (error) => worldToast(error.message));
  });
  $("world-drop").addEventListener("click", () => {
    const id = $("world-select").value;
    const wasCurrent = id === $("world-current").textContent;
    request("/worlds/" + encodeURIComponent(id), { method: "DELETE" }).then(
      () => (wasCurrent ? switchTo(WORLD_DEFAULT) : refreshWorlds().then(() => worldToast("Dropped " + id))),
      (error) => worldToast(error.message),
    );
  });
  refreshWorlds().catch((error) => worldToast("Could not list the worlds: " + error.message));
});
`;
