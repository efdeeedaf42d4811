// Baton's page: contract review over the clause pipeline and the recycling
// scan over the scan pipeline, both followed live over server-sent events.
// Plain browser JavaScript modules: no build step, no third-party code.
//
// Resuming: the batch (or scan) id lives in the location hash and in
// sessionStorage, with the id of the last event seen. After a reload the page
// reads each task's current state over REST and reopens the stream with
// ?last_event_id=, so nothing that happened meanwhile is lost.

import { $, session, hashParams, setHash, showForget, KEY } from './common.js';
import { applyWords, switchLang } from './i18n.js';
import { initContract } from './contract.js';
import { initScan } from './scan.js';

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

// tabKeys moves between tabs with the arrow keys, Home and End.
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

applyWords();
$('lang-switch').addEventListener('click', switchLang);
for (const t of TABS) $('tab-' + t).addEventListener('click', () => selectTab(t, false));
document.querySelector('[role="tablist"]').addEventListener('keydown', tabKeys);
$('token-forget').addEventListener('click', () => {
  session.set(KEY.token, null);
  showForget();
});
showForget();
selectTab(hashParams().get('tab') === 'scan' ? 'scan' : 'contract', false);
initContract();
initScan();
