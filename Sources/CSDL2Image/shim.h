#ifndef CSDL2IMAGE_SHIM_H
#define CSDL2IMAGE_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL_image.h>
#endif
