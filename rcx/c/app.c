/* betzac RCX program: perft to PERFT_DEPTH from the variant's start
   position, then an alpha-beta search (material only, SEARCH_DEPTH
   plies) for a move. Three front ends share it:
     TARGET_BRICKOS  brickOS user program: the results on the LCD
     TARGET_BARE     bare H8/300 for the GNU simulator: text through the
                     simulator's write trap, perft(1..PERFT_DEPTH)
     TARGET_HOST     the host's C compiler, for a fast check            */
#include "betzac.h"

#if defined(TARGET_HOST)
#include <stdio.h>
static void out(const char *s) { fputs(s, stdout); }
#elif defined(TARGET_BARE)
static u16 slen(const char *s)
{
	u16 n = 0;
	while (s[n])
		n++;
	return n;
}
/* The simulator's magic trap: write(r0 = fd, r1 = buf, r2 = len). */
static void out(const char *s)
{
	register u16 r0 asm("r0") = 1;
	register const char *r1 asm("r1") = s;
	register u16 r2 asm("r2") = slen(s);
	asm volatile("jsr @@0xc7" : "+r"(r0) : "r"(r1), "r"(r2) : "memory");
}
#else
#include <conio.h>
#include <unistd.h>
#endif

#if defined(TARGET_HOST) || defined(TARGET_BARE)
static void out_u32(const char *label, u32 n)
{
	char buf[12];
	out(label);
	u32dec(n, buf);
	out(buf);
}

#if defined(TARGET_BARE)
/* Stack high-water mark: paint below the current frame, look after. */
#define PAINT 1536
static u8 *paint_base;
static void paint_stack(void)
{
	u8 here;
	u16 k;
	paint_base = &here - PAINT;
	for (k = 0; k < PAINT - 64; k++)
		paint_base[k] = 0xA5;
}
static u16 stack_used(void)
{
	u16 k = 0;
	while (k < PAINT && paint_base[k] == 0xA5)
		k++;
	return PAINT - k;
}
#endif

int main(void)
{
	u8 d;
	move_t best;
	s16 score;
	char buf[12];
#if defined(TARGET_BARE)
	paint_stack();
#endif
	setup();
	out("variant " VARIANT "\n");
	for (d = 1; d <= PERFT_DEPTH; d++) {
		u32 n = perft(d);
		if (gen_overflow) /* a count that missed moves: none at all */
			break;
		out_u32("perft ", d);
		out_u32(" ", n);
		out("\n");
	}
	if (SEARCH_DEPTH > 0 && !gen_overflow) {
		score = search_root(SEARCH_DEPTH, &best);
		movename(&best, buf);
		out("bestmove ");
		out(buf);
		if (score < 0) {
			out_u32(" score -", (u32)-score);
		} else
			out_u32(" score ", (u32)score);
		out("\n");
	}
	out_u32("moves ", move_high_water());
	out("\n");
#if defined(TARGET_BARE)
	out_u32("stack ", stack_used());
	out("\n");
#endif
	if (gen_overflow) {
		out_u32("error: the move area overflowed (it holds ", MOVE_CAP);
		out(" moves)\n");
		return 3;
	}
	return 0;
}

#else /* brickOS */

/* show puts up to five characters on the LCD and waits. */
static void show(const char *s, unsigned ms)
{
	cputs((char *)s);
	lcd_refresh();
	msleep(ms);
}

/* show_u32 shows n, in groups of five digits from the left if longer. */
static void show_u32(u32 n)
{
	char buf[12];
	u8 len = 0, k;
	u32dec(n, buf);
	while (buf[len])
		len++;
	for (k = 0; k < len; k += 5) {
		char part[6];
		u8 j;
		for (j = 0; j < 5 && buf[k + j]; j++)
			part[j] = buf[k + j];
		part[j] = 0;
		show(part, 1500);
	}
}

int main(int argc, char **argv)
{
	u32 n;
	move_t best;
	char mv[12], lab[6] = "d ";
	(void)argc;
	(void)argv;
	setup();
	show("perft", 700);
	n = perft(PERFT_DEPTH);
	if (SEARCH_DEPTH > 0 && !gen_overflow) {
		show("think", 10);
		search_root(SEARCH_DEPTH, &best);
		movename(&best, mv);
	}
	lab[1] = '0' + PERFT_DEPTH;
	for (;;) {
		if (gen_overflow) { /* the count missed moves: not shown */
			show("ovfl", 1500);
			continue;
		}
		show(lab, 800);
		show_u32(n);
		if (SEARCH_DEPTH > 0) {
			u8 len = 0;
			while (mv[len])
				len++;
			show(mv, 1500);
			if (len > 5)
				show(mv + 5, 1500);
		}
	}
	return 0;
}
#endif
