// Contract review: submit a contract, show one card per clause, follow the
// batch's events, and resume after a reload (GET every task, then the stream
// from the last event id).

import {
  $, el, langOf, session, setHash, hashParams, api, follow, ApiError, KEY, UUID, lastKey,
  errorText, connectionText, showError, clearError,
} from './common.js';
import { t, failureText } from './i18n.js';

const RISK = { none: '✓', low: '●', medium: '▲', high: '⚠' };
const stageText = (stage) => (stage === 'search' || stage === 'judge' ? t('clause.' + stage) : t('clause.running', { stage }));

const contract = { batchId: null, cards: new Map(), stream: null, done: false, seed: {}, saveTimer: 0 };
const progressKey = (id) => 'baton.progress.' + id;
const label = (key) => String(key).replace(/_/g, ' ');

function riskBadge(risk) {
  if (!RISK[risk]) return el('span', { class: 'badge', 'data-risk': 'pending', text: t('clause.waiting') });
  return el('span', { class: 'badge', 'data-risk': risk },
    el('span', { 'aria-hidden': 'true', text: RISK[risk] }), t('risk.' + risk));
}

function clauseCard(id, index, text) {
  const n = index + 1;
  const c = {
    id, index, text: text || '', state: 'queued', progress: 0, final: false, seq: 0,
    badge: riskBadge(''),
    stateText: el('span', { class: 'state-text', text: t('clause.waiting') }),
    bar: el('progress', { max: 100, value: 0, 'aria-label': t('clause.progress', { n }) }),
    quote: el('blockquote', { class: 'clause-text', lang: langOf(text), text: text || '' }),
    body: el('div', { class: 'analysis' }),
  };
  c.li = el('li', { class: 'clause', id: 'clause-' + id, 'data-task': id, 'data-state': 'queued' },
    el('div', { class: 'clause-head' }, el('h3', { text: t('clause.n', { n }) }), c.badge),
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
  if (contract.seed[id]) {
    c.progress = contract.seed[id];
    c.bar.value = c.progress;
  }
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
  if (!c.final) c.badge.textContent = state === 'queued' ? t('clause.waiting') : t('clause.analyzing');
  if (progress != null) c.progress = Math.max(0, Math.min(100, Number(progress) || 0));
  c.bar.value = c.progress;
  saveProgress();
}

// saveProgress remembers the unfinished clauses' progress (at most every
// 250 ms, and when the page goes away), so a reload shows the bars where
// they were.
function saveProgress() {
  if (contract.saveTimer || !contract.batchId) return;
  contract.saveTimer = setTimeout(flushProgress, 250);
}

function flushProgress() {
  clearTimeout(contract.saveTimer);
  contract.saveTimer = 0;
  if (!contract.batchId) return;
  const p = {};
  for (const c of contract.cards.values()) if (!c.final && c.progress) p[c.id] = c.progress;
  session.set(progressKey(contract.batchId), p);
}

function showAnalysis(c, a) {
  c.final = true;
  setClauseState(c, 'succeeded', t('clause.done'), 100);
  const risk = RISK[a.risk] ? a.risk : 'none';
  c.li.dataset.risk = risk;
  const badge = riskBadge(risk);
  c.badge.replaceWith(badge);
  c.badge = badge;
  const lang = a.lang || langOf(a.explanation || c.text);
  const parts = [];
  const cats = a.categories || [];
  if (cats.length) {
    parts.push(el('p', { class: 'field-title', text: t('clause.categories') }),
      el('ul', { class: 'chips', 'aria-label': t('clause.categories') }, cats.map((k) => {
        const name = (a.category_names && a.category_names[k]) || label(k);
        return el('li', { lang: langOf(name), title: k, text: name });
      })));
  }
  if (a.explanation) {
    parts.push(el('p', { class: 'field-title', text: t('clause.why') }), el('p', { class: 'explanation', lang, text: a.explanation }));
  }
  if (a.suggestion) {
    parts.push(el('p', { class: 'field-title', text: t('clause.suggestion') }),
      el('p', { class: 'suggestion', lang, text: a.suggestion }));
  }
  const refs = a.references || [];
  if (refs.length) {
    parts.push(el('details', { class: 'references' },
      el('summary', { text: t('clause.references', { n: refs.length }) }),
      el('ol', { class: 'refs' }, refs.map((r) => el('li', null,
        el('div', { class: 'ref-meta' }, [r.document || r.corpus || t('clause.reference'),
          (r.labels && r.labels.length) ? ' · ' + r.labels.join(', ') : '',
          typeof r.score === 'number' ? ' · ' + t('clause.score') + ' ' + r.score.toFixed(2) : ''].join('')),
        el('div', { class: 'ref-text', lang: langOf(r.text), text: r.text || '' }))))));
  }
  c.body.replaceChildren(...parts);
}

function showClauseFailure(c, state, message) {
  c.final = true;
  delete c.li.dataset.risk;
  setClauseState(c, state, state === 'cancelled' ? t('clause.cancelled') : t('clause.failed'), c.progress);
  const badge = el('span', { class: 'badge', 'data-risk': 'failed' },
    el('span', { 'aria-hidden': 'true', text: '✕' }), state === 'cancelled' ? t('clause.cancelled') : t('clause.failed_badge'));
  c.badge.replaceWith(badge);
  c.badge = badge;
  const retry = el('button', { type: 'button', class: 'ghost small', text: t('clause.retry') });
  retry.addEventListener('click', () => retryClause(c, retry));
  c.body.replaceChildren(el('p', { class: 'failure' }, message || t('clause.failure'), retry));
}

async function retryClause(c, button) {
  button.disabled = true;
  try {
    await api('/v1/tasks/' + c.id + '/retry', { method: 'POST' });
    c.final = false;
    c.body.replaceChildren();
    setClauseState(c, 'queued', t('clause.retrying'), c.progress);
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
function renderClauseTask(c, task) {
  const analysis = task.analysis || (task.result && task.result.risk ? task.result : null);
  switch (task.status) {
    case 'SUCCESS':
      if (analysis) showAnalysis(c, analysis);
      else if (!c.final) setClauseState(c, 'running', t('clause.finishing'), 100);
      break;
    case 'FAILED':
    case 'CANCELLED':
      showClauseFailure(c, task.status === 'FAILED' ? 'failed' : 'cancelled',
        failureText(task.error_code || (task.error && task.error.code), task.error_message || (task.error && task.error.message)));
      break;
    case 'PROCESSING':
      c.final = false;
      setClauseState(c, 'running', stageText(task.stage), null);
      break;
    default:
      if (!c.final) setClauseState(c, 'queued', t('clause.waiting'), null);
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
    if (seq === c.seq && !c.final) c.stateText.textContent = t('clause.unreadable', { error: errorText(err) });
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
      if (!c.final) setClauseState(c, 'queued', t('clause.waiting'), 0);
      break;
    case 'stage.started':
      if (!c.final) setClauseState(c, 'running', stageText(d.step), d.progress);
      break;
    case 'stage.completed':
      if (!c.final && d.step !== 'done') setClauseState(c, c.state, c.stateText.textContent, d.progress);
      break;
    case 'stage.retrying':
      if (!c.final) {
        setClauseState(c, 'retrying', t('clause.retrying_stage', { stage: d.step, n: (d.attempt || 0) + 1 }) +
          (d.error && d.error.message ? ' ' + d.error.message : ''), d.progress);
      }
      break;
    case 'task.retried':
      c.final = false;
      c.body.replaceChildren();
      setClauseState(c, 'queued', t('clause.retrying'), d.progress);
      break;
    case 'task.succeeded':
      if (d.result && typeof d.result === 'object' && d.result.risk) showAnalysis(c, d.result);
      else refreshClause(c);
      break;
    case 'task.failed':
    case 'task.cancelled':
      showClauseFailure(c, kind === 'task.failed' ? 'failed' : 'cancelled', d.error && failureText(d.error.code, d.error.message));
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
  const tally = order.filter((k) => counts[k]).map((k) => t('tally.' + k) + ' ' + counts[k]).join(', ');
  const all = finished === cards.length;
  const head = all && contract.done
    ? (cards.length === 1 ? t('batch.done_one') : t('batch.done', { n: cards.length }))
    : t('batch.partial', { done: finished, n: cards.length });
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
  // A retried clause runs again in a batch that was done.
  const running = b.status !== 'DONE' || tasks.some(({ t }) => t.status === 'PENDING' || t.status === 'PROCESSING');
  contract.done = !running;
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
  if (contract.batchId) {
    session.set(lastKey(contract.batchId), null);
    session.set(progressKey(contract.batchId), null);
  }
  clearTimeout(contract.saveTimer);
  contract.saveTimer = 0;
  contract.seed = {};
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
function showBatch(id, tasks, seed) {
  resetBatch();
  contract.batchId = id;
  contract.seed = seed || {};
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
    showError(errNode, t('contract.empty'), area);
    return;
  }
  const button = $('analyze');
  button.disabled = true;
  button.textContent = t('contract.submitting');
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
    button.textContent = t('contract.analyze');
  }
}

async function resumeBatch(id) {
  const saved = session.get(KEY.batch);
  const tasks = saved && saved.id === id && Array.isArray(saved.tasks) ? saved.tasks : [];
  const last = session.get(lastKey(id));
  const seed = session.get(progressKey(id)) || {};
  contract.batchId = null; // showBatch must not forget what was just read
  showBatch(id, tasks, seed);
  session.set(lastKey(id), last);
  $('batch-status').textContent = t('resuming');
  try {
    const running = await syncBatch();
    if (running || !contract.done) openBatchStream();
    else finishBatch();
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      resetBatch();
      session.set(KEY.batch, null);
      setHash('batch', null);
      showError($('contract-error'), t('contract.gone'));
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
    showError(errNode, t('contract.too_big'));
    return;
  }
  try {
    const text = await readText(f);
    const area = $('contract-text');
    area.value = text;
    area.lang = langOf(text);
  } catch (err) {
    showError(errNode, t('contract.unreadable', { error: err.message }));
  }
}

// initContract wires the contract form and resumes a batch in progress.
export function initContract() {
  $('contract-form').addEventListener('submit', submitContract);
  $('contract-file').addEventListener('change', loadContractFile);
  $('contract-text').addEventListener('input', (e) => { e.target.removeAttribute('aria-invalid'); });
  $('batch-clear').addEventListener('click', () => {
    resetBatch();
    session.set(KEY.batch, null);
    setHash('batch', null);
    $('contract-text').focus();
  });
  window.addEventListener('pagehide', flushProgress);
  $('batch-retry').addEventListener('click', () => { if (contract.batchId) resumeBatch(contract.batchId); });
  const saved = session.get(KEY.batch);
  const batch = hashParams().get('batch') || (saved && saved.id);
  if (batch && UUID.test(batch)) resumeBatch(batch);
}
