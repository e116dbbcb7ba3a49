#!/usr/bin/python3
"""The console as an assistive technology sees it, walked with Debian's pyatspi (an AT-SPI client nobody here
wrote). Starts the real console on its embedded demo Cloudly, opens every page through the Go menu (AT-SPI
actions only) and a few dialogs, walks every object that is showing and fails on:
  - a focusable or actionable object without an accessible name;
  - a table cell read as nothing (its text empty) in the first rows of a table;
  - two buttons in one container with the same name and no description (a reader cannot tell them apart);
  - a page or dialog with fewer objects than its floor (an empty walk cannot pass).
Prints how many objects it checked per page. Run through tests/a11y/run-atspi.sh (X server, D-Bus, AT-SPI bus).
"""
import re
import sys
import time

import pyatspi

from atspi_common import (describe, find, find_all, find_app, label_of, press, settle, showing, start_console,
                          stop_console, top_windows, wait_for, walk)

# Roles a user acts on: each needs a name a screen reader can say.
ACTIONABLE = {
    'push button', 'toggle button', 'check box', 'radio button', 'menu item', 'check menu item',
    'radio menu item', 'combo box', 'spin button', 'slider', 'link', 'page tab', 'text', 'entry',
    'password text', 'list item', 'tree item',
}
# Containers that Qt reports as focusable without being a control (a scroll area's frame, a stacked page).
CONTAINERS = {'filler', 'panel', 'scroll pane', 'viewport', 'layered pane', 'split pane', 'frame'}
ROWS_CHECKED = 5      # first rows of each table whose every cell must read as something
PAGE_FLOOR = 40       # objects a page must expose at least (unless it has a floor of its own below)
DIALOG_FLOOR = 8
DIALOG_FLOORS = {'About Cloudly Console': 3}  # a message box: its text and its button
# Per page: about two thirds of what it exposed when this was written (the README has the counts),
# so a page that loses most of its controls to a regression fails instead of passing a thin walk.
FLOORS = {
    'Overview': 118, 'Services': 115, 'Runtime tasks': 185, 'Clusters & nodes': 73, 'Images & platforms': 68,
    'Deployment preflight': 87, 'Grants': 55, 'Backups': 116, 'Volumes': 83, 'BaseOS fleet': 108,
    'Server settings': 78, 'Alerts': 48, 'Journal': 55,
}
# Dialogs and windows opened from the menus (menu, item): every one walked like a page.
DIALOGS = [
    ('Connection', 'Connect…'), ('Connection', 'Preferences…'), ('View', 'Command palette…'),
    ('Help', 'Keyboard shortcuts'), ('Help', 'About Cloudly Console'),
]

problems = []


def fail(where, what):
    problems.append(f'{where}: {what}')


def check(where, root, floor):
    objs = []
    walk(root, objs)
    if len(objs) < floor:
        fail(where, f'only {len(objs)} accessible objects (floor {floor}): the walk saw nothing')
    for o, role, path in objs:
        name = label_of(o)
        try:
            state = o.getState()
        except Exception:
            continue
        if role == 'table cell':
            continue  # checked per table below (row and column known there)
        actionable = role in ACTIONABLE
        focusable = state.contains(pyatspi.STATE_FOCUSABLE) and role not in CONTAINERS
        if (actionable or focusable) and not name:
            fail(where, f'unnamed {role} at {path[-90:]}{describe(o)}')
        if role in ('table', 'tree table'):
            check_table(where, o)
    # Buttons that cannot be told apart.
    for o, role, path in objs:
        if role not in ('filler', 'panel', 'tool bar', 'dialog', 'frame'):
            continue
        seen = {}
        for i in range(o.childCount):
            c = o.getChildAtIndex(i)
            if c is None or not showing(c) or c.getRoleName() != 'push button':
                continue
            key = label_of(c)
            if key and not (c.description or '').strip():
                seen[key] = seen.get(key, 0) + 1
        for key, count in seen.items():
            if count > 1:
                fail(where, f'{count} buttons named "{key}" in one {role} with no description')
    return len(objs)


def check_table(where, table):
    try:
        t = table.queryTable()
    except NotImplementedError:
        return
    heads = []
    for c in range(t.nColumns):
        h = t.getColumnHeader(c)
        heads.append(label_of(h) if h else '')
    # Qt finds a column's header through the table's first row, so only a table with rows has them.
    if t.nRows > 0 and t.nColumns > 1 and not any(heads):
        fail(where, f'table "{table.name}" has no column headers')
    for r in range(min(t.nRows, ROWS_CHECKED)):
        for c in range(t.nColumns):
            cell = t.getAccessibleAt(r, c)
            if cell is not None and not label_of(cell):
                fail(where, f'table "{table.name}" row {r + 1} column "{heads[c] or c + 1}" is read as nothing')


def check_overview_numbers(window):
    """Every number on the Overview is a control of its own that says what it counts and where it leads."""
    objs = []
    walk(window, objs)
    numbers = [o for o, role, _ in objs if role == 'push button' and re.match(r'^\d+ .+; opens the .+ list', label_of(o))]
    plain = [o for o, role, _ in objs if role == 'label' and re.search(r'\n\d+\n', o.name or '')]
    if len(numbers) < 10:
        fail('Overview', f'only {len(numbers)} numbers are buttons that say what they count (at least 10 expected)')
    for o in plain:
        fail('Overview', f'numbers in a plain label: {label_of(o)[:60]!r}')
    print(f'a11y: Overview: {len(numbers)} numbers, each a button naming what it counts')


def check_tabs(page, window):
    """Every other tab inside a page (the preflight's receipts, a detail pane's charts), walked like a page."""
    total = 0
    for tabs in find_all(window, 'page tab list', depth=30):
        items = [tabs.getChildAtIndex(i) for i in range(tabs.childCount)]
        items = [t for t in items if t is not None and t.getRoleName() == 'page tab' and showing(t)]
        for tab in items[1:]:
            press(tab)
            settle(window)
            where = f'{page} › {label_of(tab)}'
            count = check(where, window, PAGE_FLOOR)
            print(f'a11y: {where}: {count} objects checked')
            total += count
        if len(items) > 1:
            press(items[0])
            settle(window)
    return total


heard = []


def on_focus(event):
    if event.type.startswith('focus') or event.detail1 == 1:  # gained, not lost
        heard.append(event.source)


def pump(seconds):
    from gi.repository import GLib
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def objects_of(root):
    objs = []
    walk(root, objs)
    return objs


def top_of(o):
    """The outermost object below the application that holds `o` (a popup window)."""
    try:
        while o.parent is not None and o.parent.getRoleName() != 'application':
            o = o.parent
        return o
    except Exception:
        return None


def check_dialog(app, window, menu_name, item_name):
    """Opens a dialog from a menu (an AT-SPI action on the menu item), walks it and closes it."""
    menu = find(window, 'menu item', menu_name, 3)
    item = None
    if menu is not None and menu.childCount:
        popup = menu.getChildAtIndex(0)
        item = next((popup.getChildAtIndex(i) for i in range(popup.childCount)
                     if label_of(popup.getChildAtIndex(i)).replace('&&', '&') == item_name), None)
    if item is None:
        fail(f'{menu_name} menu', f'no "{item_name}"')
        return 0
    before = {label_of(w) for w in top_windows(app)}
    heard.clear()
    press(item)
    settle(app)
    pump(0.5)
    opened = [w for w in top_windows(app) if w is not window and label_of(w) not in before]
    if not opened:
        opened = [w for w in top_windows(app) if w is not window]
    if not opened:
        # A popup (the command palette) is not among the application's windows: it is found the way a
        # screen reader finds it, by where the focus went.
        popup = top_of(heard[-1]) if heard else None
        if popup is not None and popup is not window:
            opened = [popup]
    if not opened:
        # An overlay inside the window (the command palette): the object named like the command.
        overlay = [o for o, _, _ in objects_of(window) if label_of(o) == item_name.rstrip('…')]
        opened = overlay[-1:]
    if not opened:
        fail(item_name, 'the dialog did not open')
        return 0
    dialog = opened[-1]
    where = f'{item_name.rstrip("…")} dialog'
    count = check(where, dialog, DIALOG_FLOORS.get(item_name, DIALOG_FLOOR))
    print(f'a11y: {where}: {count} objects checked')
    for name in ('Close', 'Cancel', 'OK'):
        close = find(dialog, 'push button', name, 8)
        if close is not None:
            press(close)
            break
    else:
        try:
            dialog.queryComponent()  # a popup without buttons (the palette): Escape closes it
            pyatspi.Registry.generateKeyboardEvent(0xff1b, None, pyatspi.KEY_SYM)
        except Exception:
            pass
    time.sleep(0.8)
    return count


def main():
    console = sys.argv[1]
    pyatspi.Registry.registerEventListener(on_focus, 'object:state-changed:focused', 'focus:')
    proc = start_console(console, ['--demo'])
    try:
        app = find_app(proc.pid)
        if app is None:
            raise SystemExit('a11y: the console never appeared on the AT-SPI bus')
        window = wait_for(lambda: find(app, 'frame', None, 0), 30, 'the main window')
        wait_for(lambda: find(window, 'label', 'Connected', 8), 60, 'the console to connect to the demo')
        go = wait_for(lambda: find(window, 'menu item', 'Go', 3), 10, 'the Go menu')
        popup = go.getChildAtIndex(0)
        pages = []
        for i in range(popup.childCount):
            item = popup.getChildAtIndex(i)
            if item is not None and item.getRoleName() == 'menu item' and label_of(item) and \
                    label_of(item) not in ('Next view', 'Previous view'):
                pages.append(item)
        if len(pages) < 9:
            fail('Go menu', f'only {len(pages)} pages listed')
        total = 0
        for item in pages:
            page = label_of(item)
            press(item)
            settle(window)
            count = check(page, window, FLOORS.get(page.replace('&&', '&'), PAGE_FLOOR))
            total += count
            if page == 'Overview':
                check_overview_numbers(window)
            print(f'a11y: {page}: {count} objects checked')
            total += check_tabs(page, window)
        for menu_name, item_name in DIALOGS:
            count = check_dialog(app, window, menu_name, item_name)
            total += count
        print(f'a11y: {total} objects checked in all')
    finally:
        stop_console(proc)
    if problems:
        print(f'a11y: {len(problems)} problem(s):')
        for p in problems:
            print('  ' + p)
        return 1
    print('a11y: no unnamed control, no cell read as nothing')
    return 0


if __name__ == '__main__':
    sys.exit(main())
