// Baton's page: contract review over the clause pipeline and the recycling
// scan over the scan pipeline, both followed live over server-sent events.
// Plain browser JavaScript, no build step, no third-party code.
//
// Resuming: the batch (or scan) id lives in the location hash and in
// sessionStorage, with the id of the last event seen. After a reload the page
// reads each task's current state over REST and reopens the stream with
// ?last_event_id=, so nothing that happened meanwhile is lost.
'use strict';

(() => {
  const KINDS = ['task.created', 'stage.started', 'stage.completed', 'stage.retrying', 'task.succeeded',
    'task.failed', 'task.cancelled', 'task.retried', 'batch.completed'];
  const TASK_END = new Set(['task.succeeded', 'task.failed', 'task.cancelled']);
  const KEY = { token: 'baton.token', batch: 'baton.batch', scan: 'baton.scan', user: 'baton.user' };
  const lastKey = (id) => 'baton.last.' + id;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

  const RISK = {
    none: { symbol: '✓', text: 'No risk found' },
    low: { symbol: '●', text: 'Low risk' },
    medium: { symbol: '▲', text: 'Medium risk' },
    high: { symbol: '⚠', text: 'High risk' },
  };
  const CLAUSE_STAGE = { search: 'Searching reference clauses…', judge: 'Judging the clause…' };
  const SCAN_STAGES = ['vision', 'rule', 'answer', 'reward'];
  const SCAN_DOING = {
    vision: 'Recognizing the item…', rule: 'Finding the disposal rules…',
    answer: 'Writing the answer…', reward: 'Checking for a reward…',
  };
  const NO_REWARD = {
    unclassified: 'the item could not be recognized',
    not_recyclable: 'the item is not recyclable',
    no_rules: 'no disposal rules were found for it',
    insufficiencies: 'it is not ready to be put out yet',
    no_character: 'no character goes with this item',
    no_user: 'no user id was given',
    grant_failed: 'the reward could not be recorded',
  };

  const $ = (id) => document.getElementById(id);
  const langOf = (s) => (HANGUL.test(s || '') ? 'ko' : 'en');

  // el builds an element: attrs (class, text, and plain attributes; null and
  // false are skipped) and children (nodes or strings, nested arrays flattened).
  function el(tag, attrs, ...children) {
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

  const session = {
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

  function hashParams() { return new URLSearchParams(location.hash.slice(1)); }
  function setHash(k, v) {
    const p = hashParams();
    if (v) p.set(k, v); else p.delete(k);
    const s = p.toString();
    history.replaceState(null, '', s ? '#' + s : location.pathname + location.search);
  }

  // ---- API and the token ------------------------------------------------

  class ApiError extends Error {
    constructor(status, p) {
      super(p.detail || p.title || 'The server answered ' + status + '.');
      this.status = status;
      this.problem = p;
    }
  }

  const token = () => session.get(KEY.token) || '';

  async function readProblem(res) {
    try {
      const p = await res.json();
      if (p && typeof p === 'object') return p;
    } catch { /* not JSON */ }
    return { status: res.status, title: res.statusText };
  }

  let tokenAsk = null; // one prompt shared by every request that got a 401

  function askToken(detail) {
    if (tokenAsk) return tokenAsk;
    const d = $('token-dialog');
    const input = $('token-input');
    tokenAsk = new Promise((resolve) => {
      $('token-detail').textContent = detail || 'This server needs an API token.';
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

  function showForget() { $('token-forget').hidden = !token(); }

  // api calls the REST API with the stored token; a 401 asks for a token and
  // tries again. It throws ApiError with the problem document otherwise.
  async function api(path, { method = 'GET', json, form } = {}) {
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
        if (await askToken(p.detail)) continue;
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
  function follow(path, lastId, on) {
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

  function connectionText(state, err) {
    switch (state) {
      case 'reconnecting': return 'Connection interrupted, reconnecting…';
      case 'offline': return 'The server is not reachable; trying again…';
      case 'stopped': return 'Stopped following: ' + (err ? err.message : 'the server refused.');
      default: return '';
    }
  }

  function errorText(err) {
    if (err instanceof ApiError) return err.message;
    return 'The server could not be reached (' + (err && err.message ? err.message : 'network error') + ').';
  }

  function showError(node, err, input) {
    node.textContent = typeof err === 'string' ? err : errorText(err);
    node.hidden = false;
    if (input) {
      input.setAttribute('aria-invalid', 'true');
      input.focus();
    }
  }

  function clearError(node, ...inputs) {
    node.hidden = true;
    node.textContent = '';
    for (const i of inputs) i.removeAttribute('aria-invalid');
  }

  // ---- Contract review --------------------------------------------------

  const contract = { batchId: null, cards: new Map(), stream: null, done: false };

  function riskBadge(risk) {
    const r = RISK[risk];
    if (!r) return el('span', { class: 'badge', 'data-risk': 'pending', text: 'Waiting' });
    return el('span', { class: 'badge', 'data-risk': risk },
      el('span', { 'aria-hidden': 'true', text: r.symbol }), r.text);
  }

  function clauseCard(id, index, text) {
    const n = index + 1;
    const c = {
      id, index, text: text || '', state: 'queued', progress: 0, final: false, seq: 0,
      badge: riskBadge(''),
      stateText: el('span', { class: 'state-text', text: 'Waiting' }),
      bar: el('progress', { max: 100, value: 0, 'aria-label': 'Clause ' + n + ' progress' }),
      quote: el('blockquote', { class: 'clause-text', lang: langOf(text), text: text || '' }),
      body: el('div', { class: 'analysis' }),
    };
    c.li = el('li', { class: 'clause', id: 'clause-' + id, 'data-task': id, 'data-state': 'queued' },
      el('div', { class: 'clause-head' }, el('h3', { text: 'Clause ' + n }), c.badge),
      c.quote,
      el('div', { class: 'clause-state' }, c.stateText, c.bar),
      c.body);
    return c;
  }

  // ensureCard returns the card of task id, adding it in contract order.
  function ensureCard(id, index, text) {
    let c = contract.cards.get(id);
    if (c) {
      if (text && !c.text) {
        c.text = text;
        c.quote.textContent = text;
        c.quote.lang = langOf(text);
      }
      return c;
    }
    if (index == null) index = contract.cards.size;
    c = clauseCard(id, index, text);
    contract.cards.set(id, c);
    const list = $('clauses');
    const after = [...list.children].find((li) => contract.cards.get(li.dataset.task).index > index);
    list.insertBefore(c.li, after || null);
    return c;
  }

  function setClauseState(c, state, text, progress) {
    c.state = state;
    c.li.dataset.state = state;
    c.stateText.textContent = text;
    if (progress != null) c.progress = Math.max(0, Math.min(100, Number(progress) || 0));
    c.bar.value = c.progress;
  }

  function showAnalysis(c, a) {
    c.final = true;
    setClauseState(c, 'succeeded', 'Done', 100);
    const risk = RISK[a.risk] ? a.risk : 'none';
    c.li.dataset.risk = risk;
    const badge = riskBadge(risk);
    c.badge.replaceWith(badge);
    c.badge = badge;
    const lang = a.lang || langOf(a.explanation || c.text);
    const parts = [];
    const cats = a.categories || [];
    if (cats.length) {
      parts.push(el('p', { class: 'field-title', text: 'Categories' }),
        el('ul', { class: 'chips', 'aria-label': 'Categories' }, cats.map((k) => el('li', { lang: langOf(k), text: k }))));
    }
    if (a.explanation) {
      parts.push(el('p', { class: 'field-title', text: 'Why' }), el('p', { class: 'explanation', lang, text: a.explanation }));
    }
    if (a.suggestion) {
      parts.push(el('p', { class: 'field-title', text: 'Suggested wording' }),
        el('p', { class: 'suggestion', lang, text: a.suggestion }));
    }
    const refs = a.references || [];
    if (refs.length) {
      parts.push(el('details', { class: 'references' },
        el('summary', { text: 'References used (' + refs.length + ')' }),
        el('ol', { class: 'refs' }, refs.map((r) => el('li', null,
          el('div', { class: 'ref-meta' }, [r.document || r.corpus || 'reference',
            (r.labels && r.labels.length) ? ' · ' + r.labels.join(', ') : '',
            typeof r.score === 'number' ? ' · score ' + r.score.toFixed(2) : ''].join('')),
          el('div', { class: 'ref-text', lang: langOf(r.text), text: r.text || '' }))))));
    }
    c.body.replaceChildren(...parts);
  }

  function showClauseFailure(c, state, message) {
    c.final = true;
    delete c.li.dataset.risk;
    setClauseState(c, state, state === 'cancelled' ? 'Cancelled' : 'Analysis failed', c.progress);
    const badge = el('span', { class: 'badge', 'data-risk': 'failed' },
      el('span', { 'aria-hidden': 'true', text: '✕' }), state === 'cancelled' ? 'Cancelled' : 'Failed');
    c.badge.replaceWith(badge);
    c.badge = badge;
    const retry = el('button', { type: 'button', class: 'ghost small', text: 'Retry' });
    retry.addEventListener('click', () => retryClause(c, retry));
    c.body.replaceChildren(el('p', { class: 'failure' }, message || 'The clause could not be analyzed.', retry));
  }

  async function retryClause(c, button) {
    button.disabled = true;
    try {
      await api('/v1/tasks/' + c.id + '/retry', { method: 'POST' });
      c.final = false;
      c.body.replaceChildren();
      setClauseState(c, 'queued', 'Retrying…', c.progress);
      if (!contract.stream || contract.done) {
        contract.done = false;
        openBatchStream();
      }
    } catch (err) {
      button.disabled = false;
      c.body.append(el('p', { class: 'failure', text: errorText(err) }));
    }
    updateSummary();
  }

  // renderClauseTask shows a task as GET /v1/clause/{id} (or a batch's task
  // list) returns it.
  function renderClauseTask(c, t) {
    const analysis = t.analysis || (t.result && t.result.risk ? t.result : null);
    switch (t.status) {
      case 'SUCCESS':
        if (analysis) showAnalysis(c, analysis);
        else if (!c.final) setClauseState(c, 'running', 'Finishing…', 100);
        break;
      case 'FAILED':
      case 'CANCELLED':
        showClauseFailure(c, t.status === 'FAILED' ? 'failed' : 'cancelled',
          t.error_message || (t.error && t.error.message) || t.error_code);
        break;
      case 'PROCESSING':
        c.final = false;
        setClauseState(c, 'running', CLAUSE_STAGE[t.stage] || 'Running ' + t.stage + '…', null);
        break;
      default:
        if (!c.final) setClauseState(c, 'queued', 'Waiting', null);
    }
  }

  // refreshClause reads a task's current state; only the newest answer is
  // applied, so a slow early reply can't undo a later one.
  async function refreshClause(c) {
    const seq = ++c.seq;
    try {
      const t = await api('/v1/clause/' + c.id);
      if (seq !== c.seq || contract.cards.get(c.id) !== c) return;
      if (t.clause || (t.input && t.input.clause)) ensureCard(c.id, c.index, t.clause || t.input.clause);
      renderClauseTask(c, t);
    } catch (err) {
      if (seq === c.seq && !c.final) c.stateText.textContent = 'Could not read the result: ' + errorText(err);
    }
    updateSummary();
  }

  function onBatchEvent(kind, d, id) {
    if (contract.batchId) session.set(lastKey(contract.batchId), id);
    if (kind === 'batch.completed') {
      finishBatch();
      return;
    }
    if (!d.task_id) return;
    const known = contract.cards.has(d.task_id);
    const c = ensureCard(d.task_id);
    if (!known) refreshClause(c); // a clause we did not know of: read it
    switch (kind) {
      case 'task.created':
        if (!c.final) setClauseState(c, 'queued', 'Waiting', 0);
        break;
      case 'stage.started':
        if (!c.final) setClauseState(c, 'running', CLAUSE_STAGE[d.step] || 'Running ' + d.step + '…', d.progress);
        break;
      case 'stage.completed':
        if (!c.final && d.step !== 'done') setClauseState(c, c.state, c.stateText.textContent, d.progress);
        break;
      case 'stage.retrying':
        if (!c.final) {
          setClauseState(c, 'retrying', 'Retrying ' + d.step + ' (attempt ' + ((d.attempt || 0) + 1) + ')…' +
            (d.error && d.error.message ? ' ' + d.error.message : ''), d.progress);
        }
        break;
      case 'task.retried':
        c.final = false;
        c.body.replaceChildren();
        setClauseState(c, 'queued', 'Retrying…', d.progress);
        break;
      case 'task.succeeded':
        if (d.result && typeof d.result === 'object' && d.result.risk) showAnalysis(c, d.result);
        else refreshClause(c);
        break;
      case 'task.failed':
      case 'task.cancelled':
        showClauseFailure(c, kind === 'task.failed' ? 'failed' : 'cancelled', d.error && d.error.message);
        refreshClause(c);
        break;
    }
    updateSummary();
  }

  function updateSummary() {
    const cards = [...contract.cards.values()];
    if (!cards.length) return;
    const finished = cards.filter((c) => c.final).length;
    const counts = {};
    for (const c of cards) {
      const k = c.li.dataset.risk || (c.final ? c.state : '');
      if (k) counts[k] = (counts[k] || 0) + 1;
    }
    const order = ['high', 'medium', 'low', 'none', 'failed', 'cancelled'];
    const names = { high: 'high risk', medium: 'medium risk', low: 'low risk', none: 'no risk', failed: 'failed', cancelled: 'cancelled' };
    const tally = order.filter((k) => counts[k]).map((k) => counts[k] + ' ' + names[k]).join(', ');
    const all = finished === cards.length;
    const head = all && contract.done
      ? 'Done: ' + cards.length + (cards.length === 1 ? ' clause' : ' clauses') + ' analyzed'
      : finished + ' of ' + cards.length + ' clauses analyzed';
    $('batch-status').textContent = head + (tally ? ' — ' + tally : '') + (all && contract.done ? '.' : '…');
    const total = cards.reduce((s, c) => s + (c.final ? 100 : c.progress), 0);
    $('batch-progress').value = Math.round(total / cards.length);
  }

  function finishBatch() {
    contract.done = true;
    if (contract.stream) contract.stream.close();
    contract.stream = null;
    // A last look at anything the stream left unfinished.
    for (const c of contract.cards.values()) if (!c.final) refreshClause(c);
    updateSummary();
  }

  // syncBatch reads the batch and its tasks (GET /v1/batches/{id}), adds any
  // clause the page did not show, then each unfinished clause's state. It
  // reports whether the batch still runs.
  async function syncBatch() {
    const id = contract.batchId;
    const b = await api('/v1/batches/' + id);
    if (id !== contract.batchId) return false;
    const tasks = (b.tasks || []).map((t, i) => ({ t, index: t.input && Number.isInteger(t.input.index) ? t.input.index : i }));
    tasks.sort((x, y) => x.index - y.index);
    for (const { t, index } of tasks) {
      const c = ensureCard(t.id, index, t.input && t.input.clause);
      if (!c.final) refreshClause(c);
    }
    const running = b.status !== 'DONE';
    if (!running) contract.done = true;
    updateSummary();
    return running;
  }

  function openBatchStream() {
    const id = contract.batchId;
    if (contract.stream) contract.stream.close();
    contract.stream = follow('/v1/batches/' + id + '/events', Number(session.get(lastKey(id))) || 0, {
      event: onBatchEvent,
      sync: syncBatch,
      state(state, err) {
        $('batch-retry').hidden = state !== 'stopped';
        if (state === 'live') updateSummary();
        else $('batch-status').textContent = connectionText(state, err) || $('batch-status').textContent;
      },
    });
  }

  function resetBatch() {
    if (contract.stream) contract.stream.close();
    if (contract.batchId) session.set(lastKey(contract.batchId), null);
    contract.stream = null;
    contract.batchId = null;
    contract.done = false;
    contract.cards.clear();
    $('clauses').replaceChildren();
    $('batch-progress').value = 0;
    $('batch-status').textContent = '';
    $('batch-retry').hidden = true;
    $('batch').hidden = true;
  }

  // showBatch starts showing batch id with the clauses known so far.
  function showBatch(id, tasks) {
    resetBatch();
    contract.batchId = id;
    session.set(KEY.batch, { id, tasks: tasks.map((t) => ({ id: t.id, index: t.index, clause: t.clause })) });
    setHash('batch', id);
    for (const t of tasks) ensureCard(t.id, t.index, t.clause);
    $('batch').hidden = false;
    updateSummary();
  }

  async function submitContract(ev) {
    ev.preventDefault();
    const area = $('contract-text');
    const errNode = $('contract-error');
    clearError(errNode, area);
    const text = area.value.trim();
    if (!text) {
      showError(errNode, 'Paste a contract or upload a .txt file first.', area);
      return;
    }
    const button = $('analyze');
    button.disabled = true;
    button.textContent = 'Submitting…';
    try {
      const r = await api('/v1/clause/analyze', { method: 'POST', json: { text } });
      const tasks = (r.tasks || []).map((t, i) => ({ id: t.id, index: Number.isInteger(t.index) ? t.index : i, clause: t.clause || '' }));
      showBatch(r.batch_id, tasks);
      session.set(lastKey(r.batch_id), 0);
      openBatchStream();
      $('batch-title').focus();
    } catch (err) {
      showError(errNode, err, err instanceof ApiError && (!err.problem.field || err.problem.field === 'text') ? area : null);
    } finally {
      button.disabled = false;
      button.textContent = 'Analyze';
    }
  }

  async function resumeBatch(id) {
    const saved = session.get(KEY.batch);
    const tasks = saved && saved.id === id && Array.isArray(saved.tasks) ? saved.tasks : [];
    const last = session.get(lastKey(id));
    showBatch(id, tasks);
    session.set(lastKey(id), last);
    $('batch-status').textContent = 'Resuming…';
    try {
      const running = await syncBatch();
      if (running || !contract.done) openBatchStream();
      else finishBatch();
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
        resetBatch();
        session.set(KEY.batch, null);
        setHash('batch', null);
        showError($('contract-error'), 'The earlier analysis is no longer available.');
        return;
      }
      $('batch-status').textContent = errorText(err);
      openBatchStream(); // it retries until the server answers
    }
  }

  // readText decodes an uploaded text file: UTF-8, else EUC-KR (common for
  // Korean documents).
  async function readText(file) {
    const buf = await file.arrayBuffer();
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch {
      return new TextDecoder('euc-kr').decode(buf);
    }
  }

  async function loadContractFile() {
    const input = $('contract-file');
    const f = input.files && input.files[0];
    if (!f) return;
    const errNode = $('contract-error');
    clearError(errNode, $('contract-text'));
    if (f.size > 1 << 20) {
      showError(errNode, 'That file is larger than 1 MB; paste the part you want checked.');
      return;
    }
    try {
      const text = await readText(f);
      const area = $('contract-text');
      area.value = text;
      area.lang = langOf(text);
    } catch (err) {
      showError(errNode, 'The file could not be read: ' + err.message);
    }
  }

  // ---- Recycling scan ---------------------------------------------------

  const scanState = { id: null, stream: null };

  function setStage(name, state, text) {
    const li = $('scan-stages').querySelector('[data-stage="' + name + '"]');
    if (!li) return;
    li.dataset.state = state;
    li.querySelector('.state').textContent = text || state;
  }

  function setStagesFrom(index, state, text) {
    SCAN_STAGES.forEach((s, i) => { if (i >= index) setStage(s, state, text); });
  }

  function onScanEvent(kind, d, id) {
    if (scanState.id) session.set(lastKey(scanState.id), id);
    const status = $('scan-status');
    switch (kind) {
      case 'task.created':
        status.textContent = 'Queued…';
        break;
      case 'stage.started':
        setStage(d.step, 'running', 'running…');
        status.textContent = SCAN_DOING[d.step] || 'Working…';
        break;
      case 'stage.completed':
        if (d.step !== 'done') setStage(d.step, 'done', 'done');
        break;
      case 'stage.retrying':
        setStage(d.step, 'retrying', 'retrying (attempt ' + ((d.attempt || 0) + 1) + ')');
        break;
      case 'task.retried':
        setStagesFrom(Math.max(0, SCAN_STAGES.indexOf(d.step)), 'waiting', 'waiting');
        status.textContent = 'Retrying…';
        break;
      case 'task.succeeded':
        SCAN_STAGES.forEach((s) => setStage(s, 'done', 'done'));
        if (d.result && typeof d.result === 'object') renderScanResult(d.result);
        break;
      case 'task.failed':
        setStage(d.step, 'failed', 'failed');
        status.textContent = 'The scan failed' + (d.error && d.error.message ? ': ' + d.error.message : '.');
        break;
      case 'task.cancelled':
        status.textContent = 'The scan was cancelled.';
        break;
    }
    if (TASK_END.has(kind)) {
      if (scanState.stream) scanState.stream.close();
      scanState.stream = null;
      refreshScan();
    }
  }

  // renderScan shows GET /v1/scan/{id}: where it stands, and what it found.
  function renderScan(v) {
    const idx = SCAN_STAGES.indexOf(v.stage);
    const pr = v.pipeline_result || {};
    const outputs = { vision: pr.classification_result, rule: pr.disposal_rules, answer: pr.final_answer };
    SCAN_STAGES.forEach((s, i) => {
      if (v.status === 'SUCCESS' || outputs[s] || (idx >= 0 && i < idx)) setStage(s, 'done', 'done');
      else if (i === idx && v.status === 'PROCESSING') setStage(s, 'running', 'running…');
      else if (i === idx && v.status === 'FAILED') setStage(s, 'failed', 'failed');
      else setStage(s, 'waiting', v.status === 'CANCELLED' ? 'cancelled' : 'waiting');
    });
    const status = $('scan-status');
    if (v.status === 'SUCCESS') status.textContent = 'Done.';
    else if (v.status === 'FAILED') status.textContent = 'The scan failed' + (v.error && v.error.message ? ': ' + v.error.message : '.');
    else if (v.status === 'CANCELLED') status.textContent = 'The scan was cancelled.';
    else status.textContent = SCAN_DOING[v.stage] || 'Queued…';
    renderScanResult(v);
  }

  function card(title, ...children) {
    return el('section', { class: 'card' }, el('h3', { text: title }), children);
  }

  function renderScanResult(v) {
    const pr = v.pipeline_result || {};
    const cls = pr.classification_result;
    const ans = pr.final_answer;
    const rules = pr.disposal_rules;
    const parts = [];
    if (ans) {
      const lang = ans.language || langOf(ans.user_answer);
      const steps = ans.disposal_steps || [];
      const missing = ans.insufficiencies || [];
      parts.push(card('Answer',
        ans.user_answer ? el('p', { class: 'answer-text', lang, text: ans.user_answer }) : null,
        steps.length ? [el('p', { class: 'field-title', text: 'Steps' }),
          el('ol', { class: 'steps', lang }, steps.map((s) => el('li', { text: s })))] : null,
        missing.length ? [el('p', { class: 'field-title', text: 'Before it can go out' }),
          el('ul', { class: 'steps insufficiencies', lang }, missing.map((s) => el('li', { text: s })))] : null));
    }
    if (cls) {
      const c = cls.classification || {};
      const path = [c.major_category, c.middle_category, c.minor_category].filter(Boolean).join(' › ');
      const facts = [];
      if (cls.classified) {
        facts.push(cls.recyclable ? 'Recyclable' : 'Not recyclable');
        if (typeof cls.confidence === 'number') facts.push('confidence ' + Math.round(cls.confidence * 100) + '%');
      }
      parts.push(card('What it is',
        el('p', { lang: 'ko', text: cls.classified && path ? path : 'The item could not be recognized.' }),
        facts.length ? el('p', { class: 'hint', text: facts.join(' · ') }) : null,
        (cls.situation_tags || []).length ? el('ul', { class: 'chips', 'aria-label': 'Situation' },
          cls.situation_tags.map((s) => el('li', { lang: langOf(s), text: s }))) : null));
    }
    if (v.status === 'SUCCESS' || v.reward) {
      const r = v.reward;
      parts.push(r
        ? card('Reward', el('div', { class: 'reward' }, el('span', { class: 'reward-icon', 'aria-hidden': 'true', text: '★' }),
          el('div', null,
            el('p', null, el('strong', { lang: langOf(r.name), text: r.name }),
              r.already_owned ? ' is already in your collection.' : ' joined your collection!'),
            r.dialog ? el('p', { lang: langOf(r.dialog), text: '“' + r.dialog + '”' }) : null)))
        : card('Reward', el('p', { text: 'No reward this time' +
          (v.reward_reason && NO_REWARD[v.reward_reason] ? ': ' + NO_REWARD[v.reward_reason] + '.' : '.') })));
    }
    if (rules) {
      const all = [...(rules.item_specific || []), ...(rules.common || []), ...(rules.not_allowed || [])];
      if (all.length) {
        parts.push(el('details', { class: 'card' },
          el('summary', { text: 'Disposal rules used (' + all.length + ')' }),
          el('ul', { class: 'refs', lang: 'ko' }, all.map((r) => el('li', { text: r.text })))));
      }
    }
    if (v.error && v.status !== 'SUCCESS') {
      parts.push(card('Error', el('p', { class: 'failure', text: v.error.message || v.error.code })));
    }
    $('scan-result').replaceChildren(...parts);
  }

  async function refreshScan() {
    const id = scanState.id;
    const v = await api('/v1/scan/' + id);
    if (id !== scanState.id) return false;
    renderScan(v);
    return v.status === 'PENDING' || v.status === 'PROCESSING';
  }

  function openScanStream() {
    const id = scanState.id;
    if (scanState.stream) scanState.stream.close();
    scanState.stream = follow('/v1/tasks/' + id + '/events', Number(session.get(lastKey(id))) || 0, {
      event: onScanEvent,
      sync: refreshScan,
      state(state, err) {
        $('scan-retry').hidden = state !== 'stopped';
        const t = connectionText(state, err);
        if (t) $('scan-status').textContent = t;
      },
    });
  }

  function resetScan() {
    if (scanState.stream) scanState.stream.close();
    if (scanState.id) session.set(lastKey(scanState.id), null);
    scanState.stream = null;
    scanState.id = null;
    SCAN_STAGES.forEach((s) => setStage(s, 'waiting', 'waiting'));
    $('scan-result').replaceChildren();
    $('scan-status').textContent = '';
    $('scan-retry').hidden = true;
    $('scan').hidden = true;
  }

  function showScan(id) {
    resetScan();
    scanState.id = id;
    session.set(KEY.scan, id);
    setHash('scan', id);
    $('scan').hidden = false;
  }

  async function submitScan(ev) {
    ev.preventDefault();
    const errNode = $('scan-error');
    const image = $('scan-image');
    const input = $('scan-input');
    const user = $('scan-user');
    clearError(errNode, image, input, user);
    const file = image.files && image.files[0];
    if (!file && !input.value.trim()) {
      showError(errNode, 'Choose a photo or describe the item.', image);
      return;
    }
    const form = new FormData();
    if (file) form.append('image', file);
    form.append('user_input', input.value.trim());
    if (user.value.trim()) form.append('user_id', user.value.trim());
    session.set(KEY.user, user.value.trim() || null);
    const button = $('scan-submit');
    button.disabled = true;
    button.textContent = 'Uploading…';
    try {
      const r = await api('/v1/scan/classify', { method: 'POST', form });
      showScan(r.task_id);
      session.set(lastKey(r.task_id), 0);
      $('scan-status').textContent = 'Queued…';
      openScanStream();
      $('scan-title').focus();
    } catch (err) {
      const field = err instanceof ApiError ? err.problem.field : '';
      const target = { image: image, file: image, user_input: input, user_id: user }[field] || null;
      showError(errNode, err, target);
    } finally {
      button.disabled = false;
      button.textContent = 'Scan';
    }
  }

  async function resumeScan(id) {
    const last = session.get(lastKey(id));
    showScan(id);
    session.set(lastKey(id), last);
    $('scan-status').textContent = 'Resuming…';
    try {
      if (await refreshScan()) openScanStream();
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
        resetScan();
        session.set(KEY.scan, null);
        setHash('scan', null);
        return;
      }
      $('scan-status').textContent = errorText(err);
      openScanStream();
    }
  }

  let previewURL = '';
  function previewImage() {
    const f = $('scan-image').files[0];
    const img = $('scan-preview');
    if (previewURL) URL.revokeObjectURL(previewURL);
    previewURL = f && f.type.startsWith('image/') ? URL.createObjectURL(f) : '';
    img.hidden = !previewURL;
    if (previewURL) img.src = previewURL;
    else img.removeAttribute('src');
  }

  // ---- Tabs and start-up ------------------------------------------------

  const TABS = ['contract', 'scan'];

  function selectTab(name, focus) {
    for (const t of TABS) {
      const on = t === name;
      const tab = $('tab-' + t);
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      $('panel-' + t).hidden = !on;
    }
    if (focus) $('tab-' + name).focus();
    setHash('tab', name === 'contract' ? null : name);
  }

  function tabKeys(ev) {
    const i = TABS.indexOf(ev.target.id.replace('tab-', ''));
    if (i < 0) return;
    let next = -1;
    if (ev.key === 'ArrowRight') next = (i + 1) % TABS.length;
    else if (ev.key === 'ArrowLeft') next = (i + TABS.length - 1) % TABS.length;
    else if (ev.key === 'Home') next = 0;
    else if (ev.key === 'End') next = TABS.length - 1;
    if (next < 0) return;
    ev.preventDefault();
    selectTab(TABS[next], true);
  }

  function init() {
    for (const t of TABS) $('tab-' + t).addEventListener('click', () => selectTab(t, false));
    document.querySelector('[role="tablist"]').addEventListener('keydown', tabKeys);
    $('contract-form').addEventListener('submit', submitContract);
    $('contract-file').addEventListener('change', loadContractFile);
    $('contract-text').addEventListener('input', (e) => { e.target.removeAttribute('aria-invalid'); });
    $('batch-clear').addEventListener('click', () => {
      resetBatch();
      session.set(KEY.batch, null);
      setHash('batch', null);
      $('contract-text').focus();
    });
    $('batch-retry').addEventListener('click', () => { if (contract.batchId) resumeBatch(contract.batchId); });
    $('scan-form').addEventListener('submit', submitScan);
    $('scan-image').addEventListener('change', previewImage);
    $('scan-clear').addEventListener('click', () => {
      resetScan();
      session.set(KEY.scan, null);
      setHash('scan', null);
      $('scan-image').focus();
    });
    $('scan-retry').addEventListener('click', () => { if (scanState.id) resumeScan(scanState.id); });
    $('token-forget').addEventListener('click', () => {
      session.set(KEY.token, null);
      showForget();
    });
    $('scan-user').value = session.get(KEY.user) || '';
    showForget();

    const h = hashParams();
    selectTab(h.get('tab') === 'scan' ? 'scan' : 'contract', false);
    const saved = session.get(KEY.batch);
    const batch = h.get('batch') || (saved && saved.id);
    if (batch && UUID.test(batch)) resumeBatch(batch);
    const scan = h.get('scan') || session.get(KEY.scan);
    if (scan && UUID.test(scan)) resumeScan(scan);
  }

  init();
})();
