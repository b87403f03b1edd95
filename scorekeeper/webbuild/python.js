// flet-web's python.js (the bridge between Flutter and Python's worker), as scorekeeper build-web ships
// it: the worker is started as soon as the page may fetch (scorekeeperStartPython, from boot.js), not
// when Flutter has started and asks for it, so Python loads while Flutter does. Flutter's connect then
// adopts that worker; anything Python sent before it was connected is handed over in order.
let _apps = {};
let _documentUrl = document.URL;
let _early = null;

function _startWorker(args) {
    const base = flet.entrypointBaseUrl.endsWith("/") ? flet.entrypointBaseUrl.slice(0, -1) : flet.entrypointBaseUrl;
    // a module worker: Pyodide >= 0.29 refuses classic workers
    const started = { worker: new Worker(base + "/python-worker.js", { type: "module" }), buffered: [],
                      error: undefined, deliver: null };
    started.initialized = new Promise((resolve) => {
        started.worker.onmessage = (event) => {
            if (typeof event.data === "string") {
                if (event.data != "initialized") {
                    started.error = event.data;
                }
                resolve();
            } else if (started.deliver) {
                started.deliver(event.data);
            } else {
                started.buffered.push(event.data);
            }
        };
    });
    started.worker.postMessage({
        pyodideUrl: flet.pyodideUrl || "pyodide/pyodide.mjs",
        args: args,
        documentUrl: _documentUrl,
        appPackageUrl: flet.appPackageUrl,
        micropipIncludePre: flet.micropipIncludePre,
        pythonModuleName: flet.pythonModuleName
    });
    return started;
}

globalThis.scorekeeperStartPython = function () {
    if (_early === null) {
        _early = _startWorker({});
    }
};

// Called from Dart on backend.connect(); dartOnMessage receives each message (a JSUint8Array).
globalThis.jsConnect = async function (appId, args, dartOnMessage) {
    console.log(`Starting up Python worker: ${appId}`);
    performance.mark("scorekeeper:flutter-connects");  // Flutter is up (bench/bench_web.py reads the marks)
    const plain = !args || Object.keys(args).length === 0;
    const started = _early !== null && plain ? _early : _startWorker(args);
    _early = null;  // adopted once: a reconnect starts a worker of its own, as flet-web's does
    const app = { dartOnMessage: dartOnMessage, worker: started.worker };
    _apps[appId] = app;
    started.deliver = (data) => app.dartOnMessage(data);
    for (const data of started.buffered) {
        app.dartOnMessage(data);
    }
    started.buffered = [];
    await started.initialized;
    performance.mark("scorekeeper:python-ready");
    if (started.error) {
        console.error("Python worker init error:", started.error);
        await jsDisconnect(appId);
        throw started.error;
    }
    console.log(`Python worker initialized: ${appId}`);
};

// Called from Dart on backend.send: the sender must not use data after this call (its buffer moves).
globalThis.jsSend = async function (appId, data) {
    if (appId in _apps) {
        _apps[appId].worker.postMessage(data, [data.buffer]);
    }
};

// Called from Dart on channel.disconnect
globalThis.jsDisconnect = async function (appId) {
    if (appId in _apps) {
        console.log(`Terminating Python worker: ${appId}`);
        const app = _apps[appId];
        delete _apps[appId];
        app.worker.terminate();
        app.worker.onmessage = null;
        app.worker.onerror = null;
    }
};
