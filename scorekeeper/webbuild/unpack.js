// Scorekeeper (written into flet-web's worker by scorekeeper build-web): app.tar.gz unpacked by the
// browser's own gunzip and the small tar reader below, straight into Pyodide's file system. Python's
// tarfile, run in WebAssembly, spent seconds of every start on the archive's thousand small files.
// The archive is the build's own (site.py's deterministic_tar_gz): regular files, folders and GNU long
// names, nothing else.
self.flet_js.unpackTarGz = async function (response) {
    const FS = self.pyodide.FS;
    let bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {  // still gzipped (a host may have sent it decompressed)
        const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
        bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    }
    const decoder = new TextDecoder();
    const text = (start, length) => {
        const field = bytes.subarray(start, start + length);
        const end = field.indexOf(0);
        return decoder.decode(end < 0 ? field : field.subarray(0, end));
    };
    const folders = new Set();
    let longName = null;
    for (let at = 0; at + 512 <= bytes.length && bytes[at] !== 0;) {
        const size = parseInt(text(at + 124, 12).trim() || "0", 8);
        const type = bytes[at + 156] === 0 ? "0" : String.fromCharCode(bytes[at + 156]);
        const name = longName !== null ? longName : text(at, 100);
        longName = null;
        if (type === "L") {
            longName = text(at + 512, size);
        } else if (type === "5") {
            FS.mkdirTree(name);
            folders.add(name.replace(/\/$/, ""));
        } else if (type === "0") {
            const folder = name.includes("/") ? name.slice(0, name.lastIndexOf("/")) : "";
            if (folder && !folders.has(folder)) {
                FS.mkdirTree(folder);
                folders.add(folder);
            }
            FS.writeFile(name, bytes.subarray(at + 512, at + 512 + size));
        } else {
            throw new Error(`app.tar.gz holds a member of type ${type} (${name}): not unpacked`);
        }
        at += 512 + Math.ceil(size / 512) * 512;
    }
};

