import { describe, expect, it } from "vitest";
import { createSocketLink, type BrowserSocket } from "./socket-binding";
import { clientsForTests, interceptSockets, next, nextOnManager, SOCKET_ORIGIN } from "./intercepted.fixture";

let admitting = true;
// A heartbeat every 20 ms that tolerates a slow pong (10 s): the tests wait for pings, never for a time.
const link = createSocketLink({ url: SOCKET_ORIGIN, admits: () => admitting, engine: { pingInterval: 20, pingTimeout: 10_000 } });
interceptSockets(link.handler);
const connect = clientsForTests();

/** The server's side of the next socket to connect to the namespace. */
const arriving = (namespace: ReturnType<typeof link.of>) =>
  new Promise<BrowserSocket>((resolve) => {
    let done = false;
    namespace.onConnection((socket) => {
      if (!done) resolve(socket);
      done = true;
    });
  });

const echo = link.of("/echo").use((socket, next) => {
  if (socket.handshake.auth.pass === "no") return next(Object.assign(new Error("not.you"), { data: { why: "pass" } }));
  socket.data.pass = socket.handshake.auth.pass;
  next();
});
echo.onConnection((socket) => {
  socket.on("shout", (text: unknown, ack: unknown) => {
    if (typeof ack === "function") {
      ack(`${String(text)}!`, socket.data.pass);
      ack("twice");
    }
  });
});

describe("the socket.io binding on MSW's WebSocket interception", () => {
  it("connects a namespace with its handshake auth, answers acknowledgements once, and refuses with the middleware's error", async () => {
    const client = connect("/echo", { auth: { pass: "yes" } });
    expect(await client.timeout(10_000).emitWithAck("shout", "hi")).toBe("hi!");
    expect(await new Promise((resolve) => client.emit("shout", "hey", (...answer: unknown[]) => resolve(answer)))).toEqual(["hey!", "yes"]);

    const refused = await next<Error & { data?: unknown }>(connect("/echo", { auth: { pass: "no" } }), "connect_error");
    expect([refused.message, refused.data]).toEqual(["not.you", { why: "pass" }]);
    expect((await next<Error>(connect("/nowhere"), "connect_error")).message).toBe("Invalid namespace");
  });

  it("carries several namespaces on one connection, and emits to a room's sockets only", async () => {
    const rooms = link.of("/rooms");
    const [first, second] = [arriving(rooms), arriving(echo)];
    // One manager (no forceNew): socket.io-client multiplexes its namespaces over one engine.io connection.
    const inRoom = connect("/rooms", { forceNew: false, auth: { pass: "yes" } });
    const alsoEcho = connect("/echo", { forceNew: false, auth: { pass: "yes" } });
    const [server, echoServer] = await Promise.all([first, second]);
    expect(server.conn.id).toBe(echoServer.conn.id);
    await next(alsoEcho, "connect");

    const outsider = connect("/rooms");
    await next(outsider, "connect");
    const heard: string[] = [];
    outsider.on("news", (text: string) => heard.push(`outsider ${text}`));
    const last = new Promise<void>((resolve) =>
      inRoom.on("news", (text: string) => {
        heard.push(`in room ${text}`);
        if (text === "three") resolve();
      }),
    );
    server.join("lobby");
    rooms.emitTo("lobby", "news", "one");
    rooms.leave("lobby", "lobby");
    rooms.emitTo("lobby", "news", "two");
    rooms.emitTo(server.id, "news", "three");
    await last;
    expect(heard).toEqual(["in room one", "in room three"]);
  });

  it("disconnects a room from the server (the client does not reconnect) and hears a client's own disconnect", async () => {
    const rooms = link.of("/rooms");
    const arrived = arriving(rooms);
    const client = connect("/rooms");
    const server = await arrived;
    server.join("kicked");
    const reason = next<string>(client, "disconnect");
    rooms.disconnectRoom("kicked");
    expect(await reason).toBe("io server disconnect");
    expect([client.active, server.connected, rooms.sockets.has(server.id)]).toEqual([false, false, false]);

    const again = arriving(rooms);
    client.connect();
    const [back] = await Promise.all([again, next(client, "connect")]);
    const gone = new Promise((resolve) => back.on("disconnect", resolve));
    client.disconnect();
    expect(await gone).toBe("client namespace disconnect");
  });

  it("pings the clients, which pong: a connection outlives many heartbeats", async () => {
    const client = connect("/echo", { auth: { pass: "yes" } });
    await next(client, "connect");
    for (let i = 0; i < 5; i++) await nextOnManager(client, "ping");
    expect(client.connected).toBe(true);
  });

  it("refuses new connections at the handshake while it does not admit them: the clients keep trying, and get in after", async () => {
    admitting = false;
    const client = connect("/echo", { auth: { pass: "yes" } });
    const error = await next<Error & { type?: string }>(client, "connect_error");
    expect([error.type, client.active]).toEqual(["TransportError", true]);
    admitting = true;
    await next(client, "connect");
    expect(client.connected).toBe(true);
  });
});
