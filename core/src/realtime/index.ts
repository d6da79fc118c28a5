export * from "./member-socket.schema";
export * from "./member-socket.port";
export * from "./member-socket";
export * from "./chat-socket.schema";
export * from "./chat-socket";
export * from "./chat-socket.port";
