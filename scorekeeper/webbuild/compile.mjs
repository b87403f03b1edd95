// scorekeeper build-web: compiles the site's Python to bytecode with the browser's own Python (Pyodide
// 3.14, run by Node), so a phone does not compile every module again at every start (its files live in
// memory and are gone at the next one).  Run as
//     node compile.mjs PYODIDE_DIR FOLDER...
// Each module's .pyc is written beside its .py (the sourceless layout); the build then ships the .pyc.
// Each FOLDER is a tree of its own (the standard library, the app), mounted in turn at the same place, so
// its bytecode names its files as a run for it alone would.  One run compiles them all: starting Pyodide
// is seconds of CPU.
const [runtime, ...folders] = process.argv.slice(2);
const { loadPyodide } = await import(new URL("pyodide.mjs", "file://" + runtime + "/").href);
// a fixed hash seed: sets of strings among a module's constants are written in the same order every time
const pyodide = await loadPyodide({ indexURL: runtime + "/", env: { PYTHONHASHSEED: "0", HOME: "/home/pyodide" } });
pyodide.FS.mkdirTree("/build");
for (const folder of folders) {
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/build");
  pyodide.runPython(`
import compileall, sys
# files named as the browser's Python finds them (relative to its working folder), not as here
if not compileall.compile_dir("/build", quiet=2, legacy=True, workers=1, stripdir="/build/"):
    sys.exit("some modules did not compile")
`);
  pyodide.FS.unmount("/build");
}
