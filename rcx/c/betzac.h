/* betzac RCX core: types and entry points shared by the core and the
   program front ends (brickOS, bare H8/300, host). Written for GCC 3.4
   (H8/300, 16-bit int) and any C99 host compiler alike: no <stdint.h>,
   no floating point, no variable multiply, divide or modulo. */
#ifndef BETZAC_H
#define BETZAC_H

#include "variant.h"

typedef signed char s8;
typedef unsigned char u8;
typedef short s16;
typedef unsigned short u16;
typedef long s32;
typedef unsigned long u32;

#if SQ16
typedef u16 sq_t;
#else
typedef u8 sq_t;
#endif

/* One leg of a move: the legdefs range and mode as the compiler emitted
   them, plus what the emitter precomputed so that
   the board code needs no multiply: the mailbox offset of one step and
   the squares leapt over (offsets from the step's start) for White;
   Black negates them. */
typedef struct {
	s32 mode;
	s16 off;
	s8 rng;
	u8 fast; /* LEG_FAST(mode): the m and c bits of a leg with no other rule next_leg tests, else 0 */
	u8 ninter;
	s8 aim;    /* a final leg's line (core.c misses), in the padding byte */
	u16 inter; /* index of the first one in inter_off[] */
} leg_t;

/* A move. Squares are mailbox indices. kind: K_* bits. */
typedef struct {
	sq_t from, to;
	u8 kind, nv; /* nv: victims in v (locust and e.p.) */
	sq_t v[3];   /* castling: v[0] partner's square, v[1] its destination */
	sq_t unload;
	sq_t epfirst;
	s8 epstep; /* with K_EPRIGHTS: squares epfirst + k*epstep, k < epn */
	u8 epn;
	u8 promo;  /* 1 + type the mover becomes; 0 none */
} __attribute__((aligned(2))) move_t; /* even: clear_move stores words */

#define K_EP 1
#define K_CASTLE 2
#define K_LOCUST 4
#define K_UNLOAD 8
#define K_EPRIGHTS 16

/* Square contents: 0 empty, GUARD off the board, else colour | virgin |
   type. The virgin bit travels with the piece: make clears it on every
   piece it moves, unmake restores the squares. */
#define WHITE 0x40
#define BLACK 0x80
#define GUARD 0xC0
#define COLMASK 0xC0
#define VIRGIN 0x20
#define TYPEMASK 0x1F

extern u8 board[BSIZE];
extern u8 stm;          /* 0 White, 1 Black to move */
extern u8 gen_overflow; /* set when the move area overflowed */

void setup(void);
u32 perft(u8 depth);
s16 search_root(u8 depth, move_t *best);
/* sqname writes a square's name ("e4", "j10") and returns its length. */
u8 sqname(sq_t s, char *buf);
/* movename writes a move as UCI (e2e4, e7e8q) with a 0 terminator. */
void movename(const move_t *m, char *buf);
/* u32dec writes n in decimal with a 0 terminator (no division). */
void u32dec(u32 n, char *buf);
/* move_high_water returns the most moves the move area has held. */
u16 move_high_water(void);

#endif
