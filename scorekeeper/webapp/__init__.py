"""The app in the browser, on Pyodide: its start (``entry.py``) and its data in IndexedDB (``storage.py``)."""
