#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

// Macros that do not import into Swift, wrapped as functions.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 csdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
#endif
