// The passive tree's first draw on a phone, as `npm run lighthouse` prints it after its table:
// a build page at 390 px in the same Chromium, the CPU slowed 4× as Lighthouse's mobile run does,
// with and without Lighthouse's mobile network (150 ms, 1.6 Mbit/s down, 750 kbit/s up), the
// browser's cache off. Timed from the drawing scrolled into view to the canvas saying
// `data-drawn` (the tree's code, index and data fetched, parsed and drawn): the median of a few
// loads per row. Spoken to over the DevTools protocol, with nothing but Node's own WebSocket.

const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** One tab of the browser at `chromePort`, with a promise per DevTools command. */
async function openTab(chromePort) {
  const target = await (
    await fetch(`http://127.0.0.1:${chromePort}/json/new?about:blank`, { method: 'PUT' })
  ).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const waiting = new Map();
  const listeners = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) {
      const { resolve, reject } = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    } else listeners.get(message.method)?.(message.params);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve, reject });
      socket.send(JSON.stringify({ id: next, method, params }));
    });
  const once = (method) => new Promise((resolve) => listeners.set(method, resolve));
  const close = async () => {
    socket.close();
    await fetch(`http://127.0.0.1:${chromePort}/json/close/${target.id}`).catch(() => undefined);
  };
  return { send, once, close };
}

// Run in the page: scrolls the first tree into view and answers how long it took to be drawn.
// The page is first left to settle (its code loaded and run: no download started for a second),
// as a reader's page is by the time they scroll down to the tree.
const TIME_THE_DRAW = `new Promise(async (resolve, reject) => {
  const asked = performance.now();
  const downloads = () => performance.getEntriesByType('resource').length;
  let seen = -1;
  while (performance.now() - asked < 30000 && (seen !== downloads() || !document.querySelector('canvas'))) {
    seen = downloads();
    await new Promise((next) => setTimeout(next, 1000));
  }
  const frame = document.querySelector('canvas')?.parentElement;
  if (!frame) return reject(new Error('no tree on the page'));
  const start = performance.now();
  frame.scrollIntoView({ block: 'center' });
  const check = () => {
    if (document.querySelector('canvas[data-drawn="true"]')) resolve(performance.now() - start);
    else if (performance.now() - start > 30000) reject(new Error('not drawn in 30 s'));
    else requestAnimationFrame(check);
  };
  check();
})`;

async function timeOneDraw(tab, url, network) {
  await tab.send('Network.emulateNetworkConditions', network);
  const loaded = tab.once('Page.loadEventFired');
  await tab.send('Page.navigate', { url });
  await loaded;
  const { result, exceptionDetails } = await tab.send('Runtime.evaluate', {
    expression: TIME_THE_DRAW,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'draw failed');
  return result.value;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Prints the two rows for `url` (a build page with a tree), `loads` draws each. */
export async function printTreeFirstDraw(chromePort, url, loads = 5) {
  const tab = await openTab(chromePort);
  try {
    await tab.send('Page.enable');
    await tab.send('Network.enable');
    await tab.send('Network.setCacheDisabled', { cacheDisabled: true });
    await tab.send('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log(`\nFirst draw of the passive tree at 390 px, CPU 4× slower (${url}):`);
    for (const [label, network] of [
      ['no network throttling', NO_THROTTLING],
      ['mobile network (150 ms, 1.6 Mbit/s)', MOBILE_NETWORK],
    ]) {
      const times = [];
      for (let i = 0; i < loads; i += 1) times.push(await timeOneDraw(tab, url, network));
      const shown = times.map((ms) => Math.round(ms)).join(', ');
      console.log(`  ${label.padEnd(38)} median ${Math.round(median(times))} ms (${shown})`);
    }
  } finally {
    await tab.close();
  }
}
