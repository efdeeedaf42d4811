// Recycling scan: upload a photo and a description, watch the four stages
// over the task's events, show the answer and the reward; resumes after a
// reload like the contract review.

import {
  $, el, langOf, session, setHash, hashParams, api, follow, ApiError, KEY, UUID, lastKey, TASK_END,
  errorText, connectionText, showError, clearError,
} from './common.js';
import { t, failureText } from './i18n.js';

const SCAN_STAGES = ['vision', 'rule', 'answer', 'reward'];
// doing is what the status line says while stage runs; waitingFor, once
// the stage before it is done and it waits for a worker.
const doing = (stage) => (SCAN_STAGES.includes(stage) ? t('doing.' + stage) : t('scan.working'));
const waitingFor = (stage) => (SCAN_STAGES.includes(stage) ? t('next.' + stage) : t('scan.working'));
const NO_REWARD = ['unclassified', 'not_recyclable', 'no_rules', 'insufficiencies', 'no_character', 'no_user', 'grant_failed'];
const failedText = (e) => {
  const why = e ? failureText(e.code, e.message) : '';
  return why ? t('scan.failed_because', { error: why }) : t('scan.failed');
};


const scanState = { id: null, stream: null };

function setStage(name, state, text) {
  const li = $('scan-stages').querySelector('[data-stage="' + name + '"]');
  if (!li) return;
  li.dataset.state = state;
  li.querySelector('.state').textContent = text || t('state.' + state);
}

function setStagesFrom(index, state, text) {
  SCAN_STAGES.forEach((s, i) => { if (i >= index) setStage(s, state, text); });
}

function onScanEvent(kind, d, id) {
  if (scanState.id) session.set(lastKey(scanState.id), id);
  const status = $('scan-status');
  switch (kind) {
    case 'task.created':
      status.textContent = t('scan.queued');
      break;
    case 'stage.started':
      setStage(d.step, 'running');
      status.textContent = doing(d.step);
      break;
    case 'stage.completed': {
      if (d.step === 'done') break;
      setStage(d.step, 'done');
      // The next stage waits for a worker until its stage.started.
      const next = SCAN_STAGES[SCAN_STAGES.indexOf(d.step) + 1];
      if (next) status.textContent = waitingFor(next);
      break;
    }
    case 'stage.retrying':
      setStage(d.step, 'retrying', t('state.retrying', { n: (d.attempt || 0) + 1 }));
      break;
    case 'task.retried':
      setStagesFrom(Math.max(0, SCAN_STAGES.indexOf(d.step)), 'waiting');
      status.textContent = t('scan.retrying');
      break;
    case 'task.succeeded':
      SCAN_STAGES.forEach((s) => setStage(s, 'done'));
      if (d.result && typeof d.result === 'object') renderScanResult(d.result);
      break;
    case 'task.failed':
      setStage(d.step, 'failed');
      status.textContent = failedText(d.error);
      break;
    case 'task.cancelled':
      status.textContent = t('scan.cancelled');
      break;
  }
  if (TASK_END.has(kind)) {
    if (scanState.stream) scanState.stream.close();
    scanState.stream = null;
    refreshScan().catch((err) => { $('scan-status').textContent = errorText(err); });
  }
}

// renderScan shows GET /v1/scan/{id}: where it stands, and what it found.
function renderScan(v) {
  const idx = SCAN_STAGES.indexOf(v.stage);
  const pr = v.pipeline_result || {};
  const outputs = { vision: pr.classification_result, rule: pr.disposal_rules, answer: pr.final_answer };
  SCAN_STAGES.forEach((s, i) => {
    if (v.status === 'SUCCESS' || outputs[s] || (idx >= 0 && i < idx)) setStage(s, 'done');
    else if (i === idx && v.status === 'PROCESSING') setStage(s, 'running');
    else if (i === idx && v.status === 'FAILED') setStage(s, 'failed');
    else setStage(s, 'waiting', v.status === 'CANCELLED' ? t('state.cancelled') : '');
  });
  const status = $('scan-status');
  if (v.status === 'SUCCESS') status.textContent = t('scan.done');
  else if (v.status === 'FAILED') status.textContent = failedText(v.error);
  else if (v.status === 'CANCELLED') status.textContent = t('scan.cancelled');
  else if (v.status === 'PROCESSING') status.textContent = doing(v.stage);
  else status.textContent = t('scan.queued');
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
    parts.push(card(t('scan.answer'),
      ans.user_answer ? el('p', { class: 'answer-text', lang, text: ans.user_answer }) : null,
      steps.length ? [el('p', { class: 'field-title', text: t('scan.steps') }),
        el('ol', { class: 'steps', lang }, steps.map((s) => el('li', { text: s })))] : null,
      missing.length ? [el('p', { class: 'field-title', text: t('scan.before') }),
        el('ul', { class: 'steps insufficiencies', lang }, missing.map((s) => el('li', { text: s })))] : null));
  }
  if (cls) {
    const c = cls.classification || {};
    const path = [c.major_category, c.middle_category, c.minor_category].filter(Boolean).join(' › ');
    const facts = [];
    if (cls.classified) {
      facts.push(cls.recyclable ? t('scan.recyclable') : t('scan.not_recyclable'));
      if (typeof cls.confidence === 'number') facts.push(t('scan.confidence', { n: Math.round(cls.confidence * 100) }));
    }
    parts.push(card(t('scan.what'),
      cls.classified && path ? el('p', { lang: 'ko', text: path }) : el('p', { text: t('scan.unrecognized') }),
      facts.length ? el('p', { class: 'hint', text: facts.join(' · ') }) : null,
      (cls.situation_tags || []).length ? el('ul', { class: 'chips', 'aria-label': t('scan.situation') },
        cls.situation_tags.map((s) => el('li', { lang: langOf(s), text: s.replace(/_/g, ' ') }))) : null));
  }
  if (v.status === 'SUCCESS' || v.reward) {
    const r = v.reward;
    parts.push(r
      ? card(t('scan.reward'), el('div', { class: 'reward' }, el('span', { class: 'reward-icon', 'aria-hidden': 'true', text: '★' }),
        el('div', null,
          el('p', null, el('strong', { lang: langOf(r.name), text: r.name }),
            r.already_owned ? t('scan.owned') : t('scan.joined')),
          r.dialog ? el('p', { lang: langOf(r.dialog), text: '“' + r.dialog + '”' }) : null)))
      : card(t('scan.reward'), el('p', { text: NO_REWARD.includes(v.reward_reason)
        ? t('scan.no_reward_because', { reason: t('reason.' + v.reward_reason) }) : t('scan.no_reward') })));
  }
  if (rules) {
    const all = [...(rules.item_specific || []), ...(rules.common || []), ...(rules.not_allowed || [])];
    if (all.length) {
      parts.push(el('details', { class: 'card' },
        el('summary', { text: t('scan.rules', { n: all.length }) }),
        el('ul', { class: 'refs', lang: 'ko' }, all.map((r) => el('li', { text: r.text })))));
    }
  }
  if (v.error && v.status !== 'SUCCESS') {
    parts.push(card(t('scan.error'), el('p', { class: 'failure', text: failureText(v.error.code, v.error.message) })));
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
      const msg = connectionText(state, err);
      if (msg) $('scan-status').textContent = msg;
    },
  });
}

function resetScan() {
  if (scanState.stream) scanState.stream.close();
  if (scanState.id) session.set(lastKey(scanState.id), null);
  scanState.stream = null;
  scanState.id = null;
  SCAN_STAGES.forEach((s) => setStage(s, 'waiting'));
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
    showError(errNode, t('scan.empty'), image);
    return;
  }
  const form = new FormData();
  if (file) form.append('image', file);
  form.append('user_input', input.value.trim());
  if (user.value.trim()) form.append('user_id', user.value.trim());
  session.set(KEY.user, user.value.trim() || null);
  const button = $('scan-submit');
  button.disabled = true;
  button.textContent = t('scan.uploading');
  try {
    const r = await api('/v1/scan/classify', { method: 'POST', form });
    showScan(r.task_id);
    session.set(lastKey(r.task_id), 0);
    $('scan-status').textContent = t('scan.queued');
    openScanStream();
    $('scan-title').focus();
  } catch (err) {
    const field = err instanceof ApiError ? err.problem.field : '';
    const target = { image: image, file: image, user_input: input, user_id: user }[field] || null;
    showError(errNode, err, target);
  } finally {
    button.disabled = false;
    button.textContent = t('scan.submit');
  }
}

async function resumeScan(id) {
  const last = session.get(lastKey(id));
  showScan(id);
  session.set(lastKey(id), last);
  $('scan-status').textContent = t('resuming');
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

// showVisionNote tells the user up front when no vision model looks at the
// photo (GET /v1/scan/config, which needs no token): the description is
// what counts, and the photo is optional.
async function showVisionNote() {
  try {
    const res = await fetch('/v1/scan/config', { headers: { Accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return;
    const cfg = await res.json();
    const blind = cfg && cfg.reads_photos === false;
    $('scan-vision-note').hidden = !blind;
    $('scan-image-optional').hidden = !blind;
  } catch { /* an older server: say nothing */ }
}

// initScan wires the scan form and resumes a scan in progress.
export function initScan() {
  showVisionNote();
  $('scan-form').addEventListener('submit', submitScan);
  $('scan-image').addEventListener('change', previewImage);
  $('scan-clear').addEventListener('click', () => {
    resetScan();
    session.set(KEY.scan, null);
    setHash('scan', null);
    $('scan-image').focus();
  });
  $('scan-retry').addEventListener('click', () => { if (scanState.id) resumeScan(scanState.id); });
  $('scan-user').value = session.get(KEY.user) || '';
  const id = hashParams().get('scan') || session.get(KEY.scan);
  if (id && UUID.test(id)) resumeScan(id);
}
