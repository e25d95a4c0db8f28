import { useCallback, useEffect, useRef, useState } from "react";
import type { HostView, PlayerView, ServerMessage } from "~/lib/contract/quiz-night";

export type SocketStatus = "connecting" | "open" | "reconnecting" | "gone";

interface Options<V> {
  /** Path of the night's socket, e.g. /api/nights/ABCDEF/ws?role=host. Null: not yet. */
  path: string | null;
  /** Sent first on every (re)connection: a phone's join or rejoin. */
  hello?: () => unknown;
  onMessage?: (message: ServerMessage) => void;
  /** Narrows the state messages this side expects. */
  isView: (view: PlayerView | HostView) => view is V & (PlayerView | HostView);
  /** A close after which trying again cannot help (a remote unpaired, a wrong pairing code). */
  isFinal?: (event: CloseEvent) => boolean;
}

/**
 * The live night's state as the server pushes it (STYLE.md: a live night's socket is the one place a
 * page holds server state outside a loader). Reconnects by itself when a phone wakes or the Wi-Fi
 * drops, and keeps the socket alive with a small ping.
 */
export function useNightSocket<V>({ path, hello, onMessage, isView, isFinal }: Options<V>) {
  const [view, setView] = useState<V | null>(null);
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const handlers = useRef({ hello, onMessage, isView, isFinal });
  handlers.current = { hello, onMessage, isView, isFinal };

  useEffect(() => {
    if (!path) return;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    const connect = () => {
      const url = new URL(path, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus("open");
        const first = handlers.current.hello?.();
        if (first) ws.send(JSON.stringify(first));
        ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), 25_000);
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage;
        if (message.type === "state" && handlers.current.isView(message.view)) setView(message.view as V);
        if (message.type === "error") setError(message.message);
        if (message.type === "ack" || message.type === "joined") setError(null);
        handlers.current.onMessage?.(message);
      };
      ws.onclose = (event) => {
        clearInterval(ping);
        if (stopped) return;
        if (handlers.current.isFinal?.(event)) return setStatus("gone");
        // A refusal before the upgrade (404, 403) closes at once with 1006: stop after a few tries.
        attempt += 1;
        if (attempt > 8) return setStatus("gone");
        setStatus("reconnecting");
        if (event.code === 1008 || event.code === 1009) setError(event.reason);
        retry = setTimeout(connect, Math.min(8000, 500 * 2 ** attempt));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket.current?.close(1000, "Page left");
    };
  }, [path]);

  const send = useCallback((message: unknown) => {
    const ws = socket.current;
    if (ws?.readyState !== WebSocket.OPEN) {
      setError("Not connected: reconnecting…");
      return false;
    }
    ws.send(JSON.stringify(message));
    return true;
  }, []);

  return { view, status, error, setError, send };
}

/** Seconds left on the server's clock, ticking locally (corrected for the phone's clock drift). */
export function useCountdown(view: { closesAt: number | null; serverNow: number } | null) {
  const [now, setNow] = useState(() => Date.now());
  const offset = useRef(0);
  useEffect(() => {
    if (view) offset.current = view.serverNow - Date.now();
  }, [view]);
  useEffect(() => {
    if (!view?.closesAt) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [view?.closesAt]);
  if (!view?.closesAt) return null;
  return Math.max(0, Math.ceil((view.closesAt - (now + offset.current)) / 1000));
}
