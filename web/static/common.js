// Shared by the page's modules: DOM and storage helpers, the REST client
// that asks for a token on 401, and the resuming event-stream follower.

import { t } from './i18n.js';

export const KINDS = ['task.created', 'stage.started', 'stage.completed', 'stage.retrying', 'task.succeeded',
  'task.failed', 'task.cancelled', 'task.retried', 'batch.completed'];
export const TASK_END = new Set(['task.succeeded', 'task.failed', 'task.cancelled']);
export const KEY = { token: 'baton.token', batch: 'baton.batch', scan: 'baton.scan', user: 'baton.user' };
export const lastKey = (id) => 'baton.last.' + id;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

export const $ = (id) => document.getElementById(id);
export const langOf = (s) => (HANGUL.test(s || '') ? 'ko' : 'en');

// el builds an element: attrs (class, text, and plain attributes; null and
// false are skipped) and children (nodes or strings, nested arrays flattened).
export function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) if (c != null && c !== false) e.append(c);
  return e;
}

export const session = {
  get(k) {
    try { return JSON.parse(sessionStorage.getItem(k)); } catch { return null; }
  },
  set(k, v) {
    try {
      if (v == null) sessionStorage.removeItem(k);
      else sessionStorage.setItem(k, JSON.stringify(v));
    } catch { /* storage off (private mode): the page still works, without resume */ }
  },
};

export function hashParams() { return new URLSearchParams(location.hash.slice(1)); }
export function setHash(k, v) {
  const p = hashParams();
  if (v) p.set(k, v); else p.delete(k);
  const s = p.toString();
  history.replaceState(null, '', s ? '#' + s : location.pathname + location.search);
}

// ---- API and the token ------------------------------------------------

export class ApiError extends Error {
  constructor(status, p) {
    super(p.detail || p.title || t('net.answered', { status }));
    this.status = status;
    this.problem = p;
  }
}

export const token = () => session.get(KEY.token) || '';

async function readProblem(res) {
  try {
    const p = await res.json();
    if (p && typeof p === 'object') return p;
  } catch { /* not JSON */ }
  return { status: res.status, title: res.statusText };
}

let tokenAsk = null; // one prompt shared by every request that got a 401

export function askToken(detail) {
  if (tokenAsk) return tokenAsk;
  const d = $('token-dialog');
  const input = $('token-input');
  tokenAsk = new Promise((resolve) => {
    $('token-detail').textContent = detail || t('token.detail');
    input.value = '';
    d.returnValue = '';
    d.addEventListener('close', () => {
      const v = input.value.trim();
      input.value = '';
      if (d.returnValue === 'ok' && v) {
        session.set(KEY.token, v);
        showForget();
        resolve(true);
      } else {
        resolve(false);
      }
    }, { once: true });
    d.showModal();
    input.focus();
  }).finally(() => { tokenAsk = null; });
  return tokenAsk;
}

export function showForget() { $('token-forget').hidden = !token(); }

// api calls the REST API with the stored token; a 401 asks for a token and
// tries again. It throws ApiError with the problem document otherwise.
export async function api(path, { method = 'GET', json, form } = {}) {
  for (;;) {
    const headers = { Accept: 'application/json' };
    const tok = token();
    if (tok) headers.Authorization = 'Bearer ' + tok;
    let body;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      body = form;
    }
    const res = await fetch(path, { method, headers, body, cache: 'no-store' });
    if (res.status === 401) {
      const p = await readProblem(res);
      if (token() !== tok) continue; // another request already got a new one
      if (tok) session.set(KEY.token, null);
      if (await askToken(tok ? t('token.rejected', { detail: p.detail || t('token.unknown') }) : '')) continue;
      throw new ApiError(401, p);
    }
    if (!res.ok) throw new ApiError(res.status, await readProblem(res));
    return res.status === 204 ? null : res.json();
  }
}

// follow streams path's events after lastId, calling on.event(kind, data,
// id) in order. The browser reconnects by itself (sending Last-Event-ID);
// when the stream closes for good (204 once finished, 401, server gone),
// on.sync() reads the current state over REST and says whether there is
// more to follow; if so the stream reopens, backing off up to 30 s.
export function follow(path, lastId, on) {
  let es = null;
  let timer = 0;
  let closed = false;
  let delay = 1000;
  const stop = () => {
    closed = true;
    clearTimeout(timer);
    if (es) es.close();
    es = null;
  };
  const recover = async () => {
    let more = true;
    try {
      more = await on.sync();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 503) {
        stop();
        on.state('stopped', err);
        return;
      }
      on.state('offline', err);
    }
    if (closed) return;
    if (!more) {
      stop();
      return;
    }
    timer = setTimeout(open, delay);
    delay = Math.min(delay * 2, 30000);
  };
  function open() {
    if (closed) return;
    const q = new URLSearchParams();
    if (lastId) q.set('last_event_id', String(lastId));
    const tok = token();
    if (tok) q.set('access_token', tok);
    const qs = q.toString();
    es = new EventSource(path + (qs ? '?' + qs : ''));
    es.onopen = () => {
      delay = 1000;
      on.state('live');
    };
    es.onerror = () => {
      if (closed || !es) return;
      if (es.readyState === EventSource.CLOSED) {
        es = null;
        on.state('reconnecting');
        recover();
      } else {
        on.state('reconnecting');
      }
    };
    for (const kind of KINDS) {
      es.addEventListener(kind, (e) => {
        if (closed) return;
        const id = Number(e.lastEventId) || 0;
        if (id && id <= lastId) return; // seen already
        if (id) lastId = id;
        let data = {};
        try { data = JSON.parse(e.data) || {}; } catch { /* keep {} */ }
        on.event(kind, data, lastId);
      });
    }
  }
  open();
  return { close: stop };
}

export function connectionText(state, err) {
  switch (state) {
    case 'reconnecting': return t('net.reconnecting');
    case 'offline': return t('net.offline');
    case 'stopped': return t('net.stopped', { error: err ? err.message : t('net.refused') });
    default: return '';
  }
}

export function errorText(err) {
  if (err instanceof ApiError) return err.message;
  return t('net.unreachable', { error: err && err.message ? err.message : t('net.error') });
}

export function showError(node, err, input) {
  node.textContent = typeof err === 'string' ? err : errorText(err);
  node.hidden = false;
  if (input) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
}

export function clearError(node, ...inputs) {
  node.hidden = true;
  node.textContent = '';
  for (const i of inputs) i.removeAttribute('aria-invalid');
}
