"""Lists and tabs in the real window: a table row clicked presents its slide-in menu and the row's
grey clears with the dismissal; the mouse wheel and a drag scroll the table; a card of the grid
zooms open and shut; tabs switch with a click."""
from conftest import is_close

WIDTH, HEIGHT = 360, 600
ORANGE = (255, 149, 0)
RED = (255, 59, 48)
WHITE = (255, 255, 255)
GROUPED_GREY = (242, 242, 247)  # systemGroupedBackground, around the inset rows
INFO_BLUE = (0, 122, 255)
INFO_X = 360 - 16 - 16 - 11  # the info button's centre: 16 in from the row's trailing edge
ROW_X = 100


def info_rows(image):
    """The window rows where the info buttons' blue shows, down the buttons' column."""
    return [y for y in range(44, HEIGHT) if is_close(image.getpixel((INFO_X, y)), INFO_BLUE, 40)]


def first_row_y(image):
    """The middle of the first row: its info button's blue, top to bottom."""
    rows = info_rows(image)
    run = [rows[0]]
    for y in rows[1:]:
        if y - run[-1] > 3:
            break
        run.append(y)
    return (run[0] + run[-1]) // 2


def test_a_row_presents_its_menu_and_the_wheel_and_a_drag_scroll_the_table(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "list")
    screen = window.wait_for(lambda image: is_close(image.getpixel((5, 300)), GROUPED_GREY, 3) and info_rows(image), "the games list")
    window.wait_until_still()
    row = first_row_y(screen)

    # Paris is a Summer row: its menu slides in from the left over the dimmed list.
    window.click(ROW_X, row)
    window.wait_for(lambda image: is_close(image.getpixel((20, 400)), ORANGE, 2), "the Summer menu slid in")
    shown = window.wait_until_still()
    # The selected row stays grey under the dimming (darker than a white row dimmed alike).
    assert shown.getpixel((WIDTH - 40, row))[0] < shown.getpixel((WIDTH - 40, row + 62))[0], "the row shows selected"
    window.click(WIDTH - 20, 400)
    back = window.wait_for(lambda image: is_close(image.getpixel((5, 300)), GROUPED_GREY, 3), "the list again")
    back = window.wait_until_still()
    assert is_close(back.getpixel((ROW_X + 150, row)), WHITE, 3), "the row's grey cleared with the dismissal"

    # Two notches of the wheel are 80 points: every info button moves up by exactly that.
    before = info_rows(back)
    window.scroll(ROW_X, 300, 2)
    window.wait_for(lambda image: info_rows(image) and first_row_y(image) != row, "the table scrolled")
    scrolled = window.wait_until_still()
    moved = set(y + 80 for y in info_rows(scrolled))
    assert set(before) & moved and len(set(before) & moved) >= len(moved) - 12, "the rows moved up by 80 points"

    # A drag scrolls it further.
    window.drag((ROW_X, 500), (ROW_X, 200), steps=12, step_seconds=0.03)
    dragged = window.wait_until_still()
    assert info_rows(dragged) != info_rows(scrolled), "the drag scrolled the table"


def test_a_card_zooms_out_of_the_grid_and_back(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "grid")
    # The first card (red) is the top-left cell.
    window.wait_for(lambda image: is_close(image.getpixel((60, 150)), RED, 2), "the grid")
    window.wait_until_still()
    window.click(60, 150)
    window.wait_for(lambda image: is_close(image.getpixel((WIDTH - 20, HEIGHT - 20)), RED, 2), "the red card full screen")
    window.wait_until_still()
    window.click(180, 400)
    window.wait_for(lambda image: not is_close(image.getpixel((WIDTH - 20, HEIGHT - 20)), RED, 30)
                    and is_close(image.getpixel((60, 150)), RED, 2), "the card back in its cell")


def test_tabs_switch_with_a_click(launch):
    window = launch("--size", f"{WIDTH}x{HEIGHT}", "--scenario", "tabs")
    window.wait_for(lambda image: info_rows(image), "the Games tab")
    window.wait_until_still()
    # Three tabs share the 49-point bar at the bottom (no home indicator in a free-form window).
    bar_y = HEIGHT - 25
    window.click(WIDTH // 2, bar_y)
    window.wait_for(lambda image: is_close(image.getpixel((60, 150)), RED, 2), "the Cards tab")
    window.wait_until_still()
    window.click(WIDTH * 5 // 6, bar_y)
    window.wait_for(lambda image: is_close(image.getpixel((40, 175)), (0, 122, 255), 2), "the Sheet tab's button")
    window.wait_until_still()
    window.click(WIDTH // 6, bar_y)
    window.wait_for(lambda image: info_rows(image) and not is_close(image.getpixel((60, 150)), RED, 30), "the Games tab again")
