#!/usr/bin/python3
"""A keyboard-only walkthrough of the console, driven through AT-SPI as a screen-reader user would drive it:
key events (pyatspi.Registry.generateKeyboardEvent) and AT-SPI actions, text and focus (doAction, the
editable-text interface, grabFocus) only, never a mouse. Each step asserts what the accessible tree then says:

  1. connect to the embedded demo from the connect dialog (its Demo button, then Connect);
  2. go to Runtime tasks and filter them to status:failed: the filter line says "1 of N runtime tasks";
  3. open the failed task's log (the table's context menu, Menu key) and search it: the search line says how
     many matches;
  4. go to the deployment preflight, import a request from a file (the file dialog's name field), run it:
     the decision says NO-GO, and the report is walked like a page (every control named, no empty cell);
  5. read the first blocker's explanation (its card's name and description: "Why it matters: …");
  6. export the report as Markdown through the save dialog: the file exists and names the blocker;
  7. the keyboard shortcuts sheet lists every command of the menus;
  8. disconnect (Ctrl+Shift+D): the freshness line announces that the data is stale.

Run through tests/a11y/run-atspi.sh CONSOLE atspi_keyboard.py REQUEST.json. Prints "keys reached the app"
or says that it drove by AT-SPI actions instead (then the steps still pass, by actions).
"""
import os
import re
import shutil
import sys
import tempfile
import time

import pyatspi

from atspi_common import (activate_window, dump, find, find_all, find_app, label_of, press, settle, showing, start_console,
                          stop_console, top_windows, wait_for)

KEYSYM = {
    'Tab': 0xff09, 'Return': 0xff0d, 'Escape': 0xff1b, 'Menu': 0xff67, 'Down': 0xff54, 'Up': 0xff52,
    'Home': 0xff50, 'F1': 0xffbe, 'F10': 0xffc7,
}
SHIFT = 1 << 0
CONTROL = 1 << 2
steps = []
keys_work = False


def step(text):
    steps.append(text)
    print(f'a11y keyboard: {len(steps)}. {text}')


def key(name, modifiers=0):
    """One key (with modifiers held) as the X server sees it from a keyboard."""
    if modifiers:
        pyatspi.Registry.generateKeyboardEvent(modifiers, None, pyatspi.KEY_LOCKMODIFIERS)
    code = KEYSYM.get(name, ord(name) if len(name) == 1 else None)
    pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_SYM)
    if modifiers:
        pyatspi.Registry.generateKeyboardEvent(modifiers, None, pyatspi.KEY_UNLOCKMODIFIERS)
    time.sleep(0.15)


def type_text(text):
    pyatspi.Registry.generateKeyboardEvent(0, text, pyatspi.KEY_STRING)
    time.sleep(0.2)


# What a screen reader hears: focus and selection events (a context menu is a popup, which Qt does not list
# among the application's windows; its items are found the way Orca finds them, by the focus moving).
heard = []


def on_event(event):
    try:
        heard.append((event.type, event.source.getRoleName(), label_of(event.source), event.source))
    except Exception:
        pass


def listen():
    pyatspi.Registry.registerEventListener(on_event, 'object:state-changed:focused', 'focus:',
                                           'object:state-changed:selected', 'object:state-changed:armed')


def pump(seconds):
    from gi.repository import GLib
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def focus(o):
    """Moves the keyboard focus to `o` (the component interface's grabFocus)."""
    o.queryComponent().grabFocus()


def text_of(o):
    try:
        t = o.queryText()
        return t.getText(0, t.characterCount)
    except NotImplementedError:
        return label_of(o)


def set_text(o, text):
    """Types `text` into a line edit: key events when they reach the app, else the editable-text interface."""
    focus(o)
    time.sleep(0.2)
    if keys_work:
        key('a', CONTROL)
        type_text(text)
        time.sleep(0.2)
        if text_of(o) == text:
            return True
    o.queryEditableText().setTextContents(text)
    time.sleep(0.2)
    return False


def focused(root):
    for o in find_all(root, None or 'text') + find_all(root, 'table') + find_all(root, 'push button'):
        if o.getState().contains(pyatspi.STATE_FOCUSED):
            return o
    return None


def focused_in(root):
    """What has the keyboard focus under `root` (widgets; a view's current cell counts only with its view)."""
    objs = []
    from atspi_common import walk
    walk(root, objs)
    return [(role, label_of(o)[:40]) for o, role, _ in objs
            if role != 'table cell' and o.getState().contains(pyatspi.STATE_FOCUSED)]


def tab_to(start, reached, most=25, root=None):
    """Presses Tab from `start` until `reached()`; the number of presses, or None."""
    focus(start)
    time.sleep(0.2)
    for n in range(1, most + 1):
        key('Tab')
        time.sleep(0.1)
        if root is not None and os.environ.get('CLOUDLY_A11Y_DEBUG'):
            pump(0.2)
            gained = [(h[1], h[2][:40]) for h in heard if h[0].startswith('focus') or 'focused' in h[0]]
            print('a11y keyboard: focus after', n, 'Tab:', focused_in(root), gained[-1:] if gained else '')
        if reached():
            return n
    return None


def probe_keys(edit):
    """Whether synthesized key events reach the console under this X server (no window manager)."""
    global keys_work
    focus(edit)
    time.sleep(0.3)
    type_text('zq')
    time.sleep(0.5)
    keys_work = 'zq' in text_of(edit)
    edit.queryEditableText().setTextContents('')
    time.sleep(0.3)
    print('a11y keyboard: keys reached the app' if keys_work else
          'a11y keyboard: key events did not reach the app under this X server: driving by AT-SPI actions')


def window_named(app, pattern, timeout=20):
    return wait_for(lambda: next((w for w in top_windows(app) if re.search(pattern, label_of(w))), None),
                    timeout, f'a window named like {pattern!r} (open: {[label_of(w) for w in top_windows(app)]})')


def go_to(window, page):
    go = wait_for(lambda: find(window, 'menu item', 'Go', 3), 10, 'the Go menu')
    item = next((i for i in find_all(go, 'menu item', depth=2) if label_of(i) == page), None)
    if item is None:
        popup = go.getChildAtIndex(0)
        item = next((popup.getChildAtIndex(i) for i in range(popup.childCount)
                     if label_of(popup.getChildAtIndex(i)) == page), None)
    if item is None:
        raise SystemExit(f'a11y keyboard: no page "{page}" in the Go menu')
    press(item)
    settle(window)


def file_dialog(app, title_pattern, path, accept):
    """Qt's own file dialog (no desktop portal here): the file name goes into its name field, then Open/Save."""
    dialog = window_named(app, title_pattern)
    settle(dialog, 10)
    edits = [e for e in find_all(dialog, 'text') if e.getState().contains(pyatspi.STATE_EDITABLE)]
    name = next((e for e in edits if re.search('file ?name', label_of(e), re.I)), edits[-1] if edits else None)
    if name is None:
        raise SystemExit('a11y keyboard: no file name field in the file dialog:\n' + '\n'.join(dump(dialog)))
    set_text(name, path)
    if keys_work:
        focus(name)
        key('Return')
    else:
        button = wait_for(lambda: find(dialog, 'push button', accept, 10), 5, f'the "{accept}" button')
        press(button)
    wait_for(lambda: not showing(dialog) or dialog not in top_windows(app), 10, 'the file dialog to close')
    activate_window('Cloudly Console')  # what a window manager does when a dialog closes


def main():
    console, request = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix='cloudly-a11y-keys-')
    request_copy = os.path.join(work, 'request.json')
    shutil.copy(request, request_copy)
    report = os.path.join(work, 'report.md')
    listen()
    proc = start_console(console, [])
    try:
        app = find_app(proc.pid)
        if app is None:
            raise SystemExit('a11y keyboard: the console never appeared on the AT-SPI bus')
        window = wait_for(lambda: find(app, 'frame', None, 0), 30, 'the main window')

        # 1. Connect to the demo.
        dialog = window_named(app, '^Connect')
        settle(dialog, 10)
        url = wait_for(lambda: next((e for e in find_all(dialog, 'text')
                                     if re.search('url|server', label_of(e), re.I)), None), 10, 'the URL field')
        probe_keys(url)
        demo = wait_for(lambda: find(dialog, 'push button', 'Demo', 8), 10, 'the Demo button')
        press(demo)
        wait_for(lambda: text_of(url).startswith('ws'), 20, 'the Demo button to fill in the URL')
        server = text_of(url)
        connect = find(dialog, 'push button', 'Connect', 8)
        if keys_work:
            focus(url)
            key('Return')  # the dialog's default button
        else:
            press(connect)
        wait_for(lambda: find(window, 'label', 'Connected', 8), 60, 'the status bar to say "Connected"')
        if not activate_window('Cloudly Console'):
            raise SystemExit('a11y keyboard: no X window for the main window')
        wait_for(lambda: window.getState().contains(pyatspi.STATE_ACTIVE), 10, 'the main window to be active')
        step(f'connected to the demo ({server}); the status bar says "Connected"')

        # 2. Runtime tasks, filtered to the failed one.
        go_to(window, 'Runtime tasks')
        edit = wait_for(lambda: find(window, 'text', 'Filter Runtime tasks', 12), 10,
                        'the filter line named "Filter Runtime tasks"')
        typed = set_text(edit, 'status:failed')
        counted = wait_for(lambda: re.match(r'^(\d+) of (\d+)', edit.description or '') and edit.description,
                           10, 'the filter line to say what it matched')
        shown = int(re.match(r'^(\d+)', counted).group(1))
        if shown < 1:
            raise SystemExit(f'a11y keyboard: no failed task: {counted!r}')
        table = find(window, 'table', 'Runtime tasks', 12)
        t = table.queryTable()
        if t.nRows != shown:
            raise SystemExit(f'a11y keyboard: the table has {t.nRows} rows, the filter says {counted!r}')
        heads = [label_of(t.getColumnHeader(c)) if t.getColumnHeader(c) else '' for c in range(t.nColumns)]
        status_column = next((c for c, h in enumerate(heads) if h.lower() == 'status'), None)
        if status_column is None:
            raise SystemExit(f'a11y keyboard: no Status column among {heads}')
        status = label_of(t.getAccessibleAt(0, status_column))
        if 'failed' not in status.lower():
            raise SystemExit(f'a11y keyboard: the first row\'s status reads {status!r}, not failed')
        step(f'filter "status:failed" ({"typed" if typed else "set through the editable-text interface"}): '
             f'the filter line says "{counted}", the first row\'s status reads "{status}"')

        # 3. The failed task's log, searched.
        # Tab from the filter line to the table (a table offers no focus action of its own over AT-SPI).
        def in_table():
            return table.getState().contains(pyatspi.STATE_FOCUSED) or any(
                t.getAccessibleAt(0, c).getState().contains(pyatspi.STATE_FOCUSED) for c in range(t.nColumns))
        tabs = tab_to(edit, in_table, root=window) if keys_work else None
        if keys_work and tabs is None:
            raise SystemExit('a11y keyboard: Tab from the filter line never reached the tasks table')
        if keys_work:
            for name in ('Home', ' ', 'Down', 'Up'):  # the first (the only) row: current, then selected (Space)
                key(name)
                time.sleep(0.3)
                if t.isRowSelected(0):
                    break
        else:
            t.addRowSelection(0)
        time.sleep(0.3)
        if not t.isRowSelected(0):
            raise SystemExit('a11y keyboard: the failed task\'s row is not selected')
        menu = None
        item = None
        if keys_work:
            heard.clear()
            key('Menu')
            pump(1.0)
            for _ in range(12):
                items = [h for h in heard if h[1] == 'menu item']
                if items and items[-1][2] == 'Show log of this task':
                    item = items[-1]
                    break
                key('Down')
                pump(0.4)
            if item is None:
                raise SystemExit('a11y keyboard: the Menu key opened no context menu with "Show log of this '
                                 f'task" (heard: {[(h[0], h[1], h[2]) for h in heard][-8:]})')
            key('Return')
        else:
            raise SystemExit('a11y keyboard: no context menu without keys')
        log = window_named(app, '[Ll]og')
        settle(log, 15)
        search = wait_for(lambda: find(log, 'text', 'Search the log', 12), 10, 'the log search field')
        lines = wait_for(lambda: find_all(log, 'list item') or find_all(log, 'table cell'), 20, 'log lines')
        word = next((w for w in re.findall(r'[A-Za-z]{4,}', ' '.join(label_of(x) for x in lines[:20]))), 'error')
        set_text(search, word)
        found = wait_for(lambda: re.search(r'(\d+) match', search.description or '') and search.description,
                         10, 'the search field to say how many matches')
        if found.startswith('0 '):
            raise SystemExit(f'a11y keyboard: searching the log for {word!r}: {found}')
        step(f'opened the failed task\'s log ("{label_of(log)}", {len(lines)} lines shown); '
             f'searched for "{word}": the search line says "{found}"')
        import atspi_walk
        count = atspi_walk.check('Log window', log, 12)
        if atspi_walk.problems:
            raise SystemExit('a11y keyboard: the log window has unnamed controls:\n  ' +
                             '\n  '.join(atspi_walk.problems))
        step(f'the log window walked: {count} objects, every control named')
        if keys_work:
            key('Escape')
        close = find(log, 'push button', 'Close', 10)
        if close is not None and showing(log):
            press(close)

        # 4. Preflight: a request from a file, run.
        go_to(window, 'Deployment preflight')
        importer = wait_for(lambda: find(window, 'push button', 'Import request…', 14), 10,
                            'the "Import request…" button')
        press(importer)
        file_dialog(app, 'Import preflight request', request_copy, 'Open')
        run = wait_for(lambda: (lambda b: b if b is not None and b.getState().contains(pyatspi.STATE_ENABLED)
                                else None)(find(window, 'push button', 'Run preflight', 14)), 20,
                       'the "Run preflight" button to be enabled')
        press(run)
        verdict = wait_for(lambda: next((o for o in find_all(window, 'label') if label_of(o) in ('NO-GO', 'GO')),
                                        None), 30, 'the decision')
        if label_of(verdict) != 'NO-GO':
            raise SystemExit(f'a11y keyboard: the decision is {label_of(verdict)!r}, expected NO-GO')
        step('imported the request from a file and ran the preflight: the decision says NO-GO')
        # The report, walked like every page (the walk itself sees the page before any run).
        settle(window)
        count = atspi_walk.check('Deployment preflight, NO-GO report', window, 80)
        if atspi_walk.problems:
            raise SystemExit('a11y keyboard: the report has unnamed controls:\n  ' + '\n  '.join(atspi_walk.problems))
        step(f'the NO-GO report walked: {count} objects, every control named')

        # 5. The first blocker's explanation.
        def cards_now():
            objs = []
            from atspi_common import walk
            walk(window, objs)
            return [o for o, role, _ in objs if label_of(o).startswith('Blocker ') and ':' in label_of(o)]
        cards = wait_for(cards_now, 10, 'the blocker cards')
        first = cards[0]
        reached = None
        if keys_work:  # Tab from the run button to the first card, as a reader would
            reached = tab_to(run, lambda: first.getState().contains(pyatspi.STATE_FOCUSED), most=60, root=window)
        if reached is None:
            focus(first)
            time.sleep(0.2)
        how = f'{reached} Tab presses from "Run preflight"' if reached else 'focused through AT-SPI'
        if 'Why it matters:' not in (first.description or ''):
            raise SystemExit(f'a11y keyboard: the first blocker says {first.description!r}')
        why = first.description.split('Why it matters:')[1].split('How to fix:')[0].strip()
        code = label_of(first).split(':')[0].replace('Blocker ', '')
        step(f'the first blocker ({how}), "{label_of(first)}": why it matters: "{why[:90]}"')

        # 6. Export the report.
        export = wait_for(lambda: next((b for b in find_all(window, 'push button')
                                        if re.search('markdown', label_of(b), re.I)), None), 10,
                          'the Markdown export button')
        press(export)
        file_dialog(app, 'Export preflight receipt', report, 'Save')
        wait_for(lambda: os.path.exists(report), 10, f'the report at {report}')
        text = open(report, encoding='utf-8').read()
        if code not in text:
            raise SystemExit(f'a11y keyboard: the exported report does not name blocker {code}')
        step(f'exported the report as Markdown ({len(text)} bytes, names {code})')

        # 7. The shortcuts sheet lists every menu command.
        help_menu = find(window, 'menu item', 'Help', 3)
        commands = set()
        for top in [m for m in find_all(window, 'menu item', depth=3) if m.childCount > 0]:
            popup = top.getChildAtIndex(0)
            for i in range(popup.childCount):
                item = popup.getChildAtIndex(i)
                if item is not None and item.getRoleName() in ('menu item', 'check menu item') and label_of(item) \
                        and item.getState().contains(pyatspi.STATE_ENABLED):
                    commands.add(re.sub(r'\s+\(.*\)$', '', label_of(item)))
        press(find(help_menu.getChildAtIndex(0), 'menu item', 'Keyboard shortcuts', 2))
        sheet = window_named(app, '[Ss]hortcuts')
        settle(sheet, 10)
        tree = wait_for(lambda: find(sheet, 'tree table', 'Shortcuts', 8) or find(sheet, 'table', 'Shortcuts', 8) or
                        find(sheet, 'tree', 'Shortcuts', 8), 10, 'the list of shortcuts')
        st = tree.queryTable()  # every row, also those scrolled out of sight
        listed = {label_of(st.getAccessibleAt(r, 0)).rstrip('…') for r in range(st.nRows)}
        missing = sorted(c for c in commands if c.rstrip('…') not in listed)
        if missing:
            raise SystemExit(f'a11y keyboard: the shortcuts sheet does not list {missing}')
        step(f'the shortcuts sheet lists every one of the {len(commands)} menu commands')
        # 8. Disconnect (Ctrl+Shift+D): the freshness line turns stale and says so to a reader.
        close = find(sheet, 'push button', 'Close', 8)
        if close is not None:
            press(close)
        go_to(window, 'Runtime tasks')
        if keys_work:
            activate_window('Cloudly Console')
            key('d', CONTROL | SHIFT)
        else:
            press(find(find(window, 'menu item', 'Connection', 3).getChildAtIndex(0), 'menu item', 'Disconnect', 2))

        def stale_bar():
            bars = find_all(window, 'filler', lambda o: label_of(o) == 'Data freshness', depth=14) + \
                find_all(window, 'panel', lambda o: label_of(o) == 'Data freshness', depth=14)
            return next((b for b in bars if (b.description or '').startswith('STALE')), None)
        bar = wait_for(stale_bar, 30, 'the freshness line to announce that the data is stale')
        step(f'disconnected: the freshness line announces "{bar.description[:80]}"')
    finally:
        stop_console(proc)
    print(f'a11y keyboard: {len(steps)} steps done ({"keys and actions" if keys_work else "AT-SPI actions"})')
    return 0


if __name__ == '__main__':
    sys.exit(main())
