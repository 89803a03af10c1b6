import type { Page } from '@playwright/test';

/**
 * A local stand-in for Cal.com's embed.js: it drains the `Cal` queue the app builds, renders a
 * one-button calendar into the inline element and fires `linkReady` and the booking events the
 * real embed fires. Served by Playwright in place of the real script.
 */
export const stubbedStartTime = '2030-03-14T15:30:00.000Z';

const stubScript = `
(function () {
  var cal = window.Cal;
  var listeners = {};
  function fire(ns, action, data) {
    (listeners[ns] && listeners[ns][action] || []).forEach(function (cb) {
      cb({ detail: { type: action, namespace: ns, data: data } });
    });
  }
  function render(ns, options) {
    var el = typeof options.elementOrSelector === 'string'
      ? document.querySelector(options.elementOrSelector) : options.elementOrSelector;
    if (!el) return;
    var heading = document.createElement('p');
    heading.textContent = 'Test calendar for ' + options.calLink;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Confirm test booking';
    button.addEventListener('click', function () {
      fire(ns, 'bookingSuccessfulV2', { startTime: '${stubbedStartTime}', endTime: '${stubbedStartTime}', uid: 'stub' });
      fire(ns, 'bookingSuccessful', { date: '${stubbedStartTime}', confirmed: true });
    });
    el.replaceChildren(heading, button);
    setTimeout(function () { fire(ns, 'linkReady', {}); }, 0);
  }
  function handle(ns, args) {
    var method = args[0], options = args[1];
    if (method === 'on') {
      listeners[ns] = listeners[ns] || {};
      (listeners[ns][options.action] = listeners[ns][options.action] || []).push(options.callback);
    } else if (method === 'inline') {
      render(ns, options);
    }
  }
  function adopt(ns) {
    var api = cal.ns[ns];
    var queued = (api && api.q) || [];
    var live = function () { handle(ns, Array.prototype.slice.call(arguments)); };
    live.q = [];
    cal.ns[ns] = live;
    queued.forEach(function (args) { handle(ns, Array.prototype.slice.call(args)); });
  }
  Object.keys(cal.ns || {}).forEach(adopt);
  var original = cal;
  window.Cal = function () {
    var args = Array.prototype.slice.call(arguments);
    if (args[0] === 'initNamespace' && !original.ns[args[1]]) { original.ns[args[1]] = function(){}; original.ns[args[1]].q = []; adopt(args[1]); }
  };
  window.Cal.ns = original.ns;
  window.Cal.q = [];
  window.Cal.loaded = true;
})();
`;

/** Serves the stub for every request to an embed.js. */
export async function serveCalEmbedStub(page: Page): Promise<void> {
  await page.route(/\/embed(\/embed)?\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: stubScript }),
  );
}
