/* The bench's reference: a plain SDL2 program doing the lab's drawing work by hand, no more.
 * `make bench` compiles it with cc and runs it beside the lab, round by round.
 *
 *   plain-sdl full N FRAMES    white canvas, N grid squares, square 0 moving: every pixel redrawn
 *   plain-sdl move N FRAMES    the same scene plus a 44 x 44 square moving one pixel a frame:
 *                              only the old and new square's rectangle redrawn (clip, background,
 *                              the squares that meet it)
 *   plain-sdl full-stores|move-stores N FRAMES
 *                              full and move with each opaque fill stored pixel by pixel into the
 *                              surface, as the lab fills opaque rectangles, instead of SDL's fill
 *   plain-sdl fade N FRAMES    N squares under a window-sized black dimming rectangle whose alpha
 *                              changes every frame: every pixel redrawn
 *   plain-sdl rss N            draws the N-square frame once, prints resident memory in KB:
 *                              all of it, then the private part (RssAnon)
 *   plain-sdl window N         the N-square frame in a real 390 x 844 window, idle until killed
 *   plain-sdl list OFFSETS H FONT
 *                              a list of H-point rows scrolled to each offset in the file OFFSETS
 *                              (one a line): white canvas, each visible row's label "Row N" in
 *                              FONT at 17 px (rendered once into a texture, kept while the row
 *                              shows) and its separator; prints each frame's CPU seconds
 *
 * Frame modes print the CPU seconds a frame took on average. The canvas is 390 x 844 ARGB8888
 * with SDL's software renderer, as the lab's. */
#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 390, HEIGHT = 844 };

typedef struct { SDL_Rect rect; Uint8 r, g, b; } Square;

static double cpu_seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* The lab bench's grid: columns enough to fill the window with squares 0.8 of their cell. */
static Square *grid(int count) {
    Square *squares = calloc((size_t)count, sizeof(Square));
    int columns = (int)ceil(sqrt((double)count * WIDTH / HEIGHT));
    if (columns < 1) columns = 1;
    double side = (double)WIDTH / columns;
    for (int i = 0; i < count; i++) {
        double x = (i % columns) * side, y = (i / columns) * side, w = side * 0.8;
        int x0 = (int)lround(x), y0 = (int)lround(y), x1 = (int)lround(x + w), y1 = (int)lround(y + w);
        squares[i].rect = (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
        squares[i].r = (Uint8)lround((i % 7) / 7.0 * 255);
        squares[i].g = (Uint8)lround((i % 5) / 5.0 * 255);
        squares[i].b = (Uint8)lround((i % 3) / 3.0 * 255);
    }
    return squares;
}

static void draw_squares(SDL_Renderer *renderer, const Square *squares, int count, const SDL_Rect *only) {
    for (int i = 0; i < count; i++) {
        if (only && !SDL_HasIntersection(&squares[i].rect, only)) continue;
        SDL_SetRenderDrawColor(renderer, squares[i].r, squares[i].g, squares[i].b, 255);
        SDL_RenderFillRect(renderer, &squares[i].rect);
    }
}

/* The fill the lab uses for opaque rectangles: plain stores into the surface, cut to `clip`
 * (SDL's own fill streams past the cache). The "-stores" modes draw with this instead. */
static void store_rect(SDL_Surface *surface, SDL_Rect rect, const SDL_Rect *clip, Uint8 r, Uint8 g, Uint8 b) {
    SDL_Rect area;
    if (clip) { if (!SDL_IntersectRect(&rect, clip, &area)) return; } else area = rect;
    SDL_Rect bounds = {0, 0, surface->w, surface->h};
    if (!SDL_IntersectRect(&area, &bounds, &area)) return;
    Uint32 pixel = SDL_MapRGBA(surface->format, r, g, b, 255);
    for (int y = area.y; y < area.y + area.h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)surface->pixels + y * surface->pitch) + area.x;
        for (int x = 0; x < area.w; x++) row[x] = pixel;
    }
}

static void store_squares(SDL_Surface *surface, const Square *squares, int count, const SDL_Rect *only) {
    for (int i = 0; i < count; i++) {
        if (only && !SDL_HasIntersection(&squares[i].rect, only)) continue;
        store_rect(surface, squares[i].rect, only, squares[i].r, squares[i].g, squares[i].b);
    }
}

/* A field of /proc/self/status in KB ("VmRSS", "RssAnon"), or -1. */
static long status_kb(const char *field) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    size_t length = strlen(field);
    while (status && fgets(line, sizeof line, status))
        if (strncmp(line, field, length) == 0 && line[length] == ':') kb = strtol(line + length + 1, NULL, 10);
    if (status) fclose(status);
    return kb;
}

/* Draws the list at each offset of the file, printing every frame's CPU seconds. */
static int list_frames(SDL_Renderer *renderer, const char *path, int row_height, const char *font_path) {
    FILE *file = fopen(path, "r");
    if (!file) { fprintf(stderr, "cannot read %s\n", path); return 1; }
    if (TTF_Init() != 0) { fprintf(stderr, "TTF_Init: %s\n", TTF_GetError()); return 1; }
    TTF_Font *font = TTF_OpenFont(font_path, 17);
    if (!font) { fprintf(stderr, "font: %s\n", TTF_GetError()); return 1; }
    enum { SLOTS = 64 };
    SDL_Texture *labels[SLOTS] = {0};
    int label_rows[SLOTS], label_w[SLOTS], label_h[SLOTS];
    for (int i = 0; i < SLOTS; i++) label_rows[i] = -1;
    double offset;
    while (fscanf(file, "%lf", &offset) == 1) {
        double start = cpu_seconds();
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
        SDL_RenderClear(renderer);
        int first = (int)floor(offset / row_height), last = (int)floor((offset + HEIGHT - 1) / row_height);
        for (int row = first < 0 ? 0 : first; row <= last; row++) {
            int top = (int)lround(row * row_height - offset), slot = row % SLOTS;
            if (label_rows[slot] != row) {
                if (labels[slot]) SDL_DestroyTexture(labels[slot]);
                char text[32];
                snprintf(text, sizeof text, "Row %d", row + 1);
                SDL_Surface *rendered = TTF_RenderUTF8_Blended(font, text, (SDL_Color){0, 0, 0, 255});
                labels[slot] = SDL_CreateTextureFromSurface(renderer, rendered);
                label_w[slot] = rendered->w;
                label_h[slot] = rendered->h;
                label_rows[slot] = row;
                SDL_FreeSurface(rendered);
            }
            SDL_Rect text_rect = {16, top + (row_height - label_h[slot]) / 2, label_w[slot], label_h[slot]};
            SDL_RenderCopy(renderer, labels[slot], NULL, &text_rect);
            SDL_Rect separator = {16, top + row_height - 1, WIDTH - 16, 1};
            SDL_SetRenderDrawColor(renderer, 200, 200, 204, 255);
            SDL_RenderFillRect(renderer, &separator);
        }
        SDL_RenderFlush(renderer);
        printf("%.9f\n", cpu_seconds() - start);
    }
    fclose(file);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: plain-sdl full|move|fade N FRAMES | rss N | window N\n");
        return 2;
    }
    const char *mode = argv[1];
    int count = atoi(argv[2]);
    int frames = argc > 3 ? atoi(argv[3]) : 1;
    Square *squares = grid(count);

    if (strcmp(mode, "window") == 0) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "SDL_Init: %s\n", SDL_GetError()); return 1; }
        SDL_Window *window = SDL_CreateWindow("plain-sdl", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                              WIDTH, HEIGHT, SDL_WINDOW_RESIZABLE);
        SDL_Surface *surface = window ? SDL_GetWindowSurface(window) : NULL;
        if (!surface) { fprintf(stderr, "window: %s\n", SDL_GetError()); return 1; }
        SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
        SDL_RenderClear(renderer);
        draw_squares(renderer, squares, count, NULL);
        SDL_RenderFlush(renderer);
        SDL_UpdateWindowSurface(window);
        for (;;) {
            SDL_Event event;
            if (SDL_WaitEventTimeout(&event, 250) && event.type == SDL_QUIT) break;
        }
        SDL_Quit();
        return 0;
    }

    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *renderer = SDL_CreateSoftwareRenderer(surface);
    if (!renderer) { fprintf(stderr, "renderer: %s\n", SDL_GetError()); return 1; }

    if (strcmp(mode, "list") == 0) {
        if (argc < 5) { fprintf(stderr, "usage: plain-sdl list OFFSETS ROW_HEIGHT FONT\n"); return 2; }
        return list_frames(renderer, argv[2], atoi(argv[3]), argv[4]);
    }

    if (strcmp(mode, "rss") == 0) {
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
        SDL_RenderClear(renderer);
        draw_squares(renderer, squares, count, NULL);
        SDL_RenderFlush(renderer);
        printf("%ld %ld\n", status_kb("VmRSS"), status_kb("RssAnon"));
        return 0;
    }

    double start = cpu_seconds();
    SDL_Rect mover = {100, 300, 44, 44};
    for (int frame = 0; frame < frames; frame++) {
        if (strcmp(mode, "full") == 0) {
            if (count > 0) squares[0].rect.x += frame % 2 ? -1 : 1;
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
            SDL_RenderClear(renderer);
            draw_squares(renderer, squares, count, NULL);
        } else if (strcmp(mode, "move") == 0) {
            SDL_Rect before = mover, changed;
            mover.x += frame % 2 ? -1 : 1;
            SDL_UnionRect(&before, &mover, &changed);
            SDL_RenderSetClipRect(renderer, &changed);
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
            SDL_RenderFillRect(renderer, &changed);
            draw_squares(renderer, squares, count, &changed);
            SDL_SetRenderDrawColor(renderer, 0, 122, 255, 255);
            SDL_RenderFillRect(renderer, &mover);
        } else if (strcmp(mode, "full-stores") == 0) {
            if (count > 0) squares[0].rect.x += frame % 2 ? -1 : 1;
            store_rect(surface, (SDL_Rect){0, 0, WIDTH, HEIGHT}, NULL, 255, 255, 255);
            store_squares(surface, squares, count, NULL);
        } else if (strcmp(mode, "move-stores") == 0) {
            SDL_Rect before = mover, changed;
            mover.x += frame % 2 ? -1 : 1;
            SDL_UnionRect(&before, &mover, &changed);
            store_rect(surface, changed, NULL, 255, 255, 255);
            store_squares(surface, squares, count, &changed);
            store_rect(surface, mover, &changed, 0, 122, 255);
        } else if (strcmp(mode, "fade") == 0) {
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
            SDL_RenderClear(renderer);
            draw_squares(renderer, squares, count, NULL);
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, (Uint8)(40 + frame % 80));
            SDL_RenderFillRect(renderer, NULL);
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
        } else {
            fprintf(stderr, "unknown mode %s\n", mode);
            return 2;
        }
        SDL_RenderFlush(renderer);
    }
    printf("%.9f\n", (cpu_seconds() - start) / frames);
    return 0;
}
