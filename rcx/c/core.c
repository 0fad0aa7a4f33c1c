/* betzac RCX core: board, legdefs interpreter, make/unmake, legality,
   perft and a material-only alpha-beta. The semantics are those of
   betzac's VM (package vm): every move is walked leg by leg as vm's
   nextLeg does (the Interactive Diagram's NextLeg), the mover counting as
   gone from its square; a move is legal if afterwards no royal piece of
   the mover can be captured, tested by running the enemy's moves in
   attack mode; castling may not start, pass or land on an attacked
   square. Moves are generated pseudo-legal into one global move area (a
   pointer per ply, as the robot-chess program this descends from did)
   and tested as they are made. */
#include "betzac.h"
#ifdef CHECK_SHORTCUTS
#include <stdlib.h> /* abort: host builds check each shortcut against the general path */
#endif

/* A move of the table: its first leg in legs[] and its number of legs. */
typedef struct {
	u16 leg;
	u8 n;
	u8 map; /* 1 + its own reach map's row in mreach[] (a sliding multi-leg move), 0 none */
} move_hdr_t;

/* A region set: moves move_hdr[first..end) that a piece has only on the
   squares of from[colour], ending only on to[colour] (rows of zmap). */
typedef struct {
	u16 first, end;
	u16 from[2], to[2];
} zset_t;

static const u8 bit8[8] = {1, 2, 4, 8, 16, 32, 64, 128};

#define M_MOVE 0x1L
#define M_CAPT 0x2L
#define M_EP 0x4L
#define M_CASTLE 0x8L
#define M_HOP 0x10L
#define M_INITIAL 0x40L
#define M_LAME 0x80L
#define M_JUMP 0x100L
#define M_JUMP2 0x200L
#define M_FRIEND 0x1000L
#define M_ROYALONLY 0x2000L
#define M_EPRIGHTS 0x4000L
#define M_ISO 0x8000L
#define M_UNLOAD 0x200000L
#define M_INNER 0x2000000L
/* Bits the emitter adds (the compiler's modes end at bit 25): */
#define M_SPECIAL 0x10000000L /* a one-leg leap vm runs apart: e with m is a plain step */
#define M_REST 0x20000000L    /* range -2: this range minus the steps the leg before took */
#define M_SKI 0x40000000L     /* j on a one-step slider leg: skip its first square */
/* The bits next_leg (and emit, try_castle) test beyond m and c: a leg
   with none of them walks on plain_leg's shorter path. */
#define M_SLOW (M_CASTLE | M_HOP | M_LAME | M_JUMP | M_JUMP2 | M_FRIEND | \
		M_ROYALONLY | M_EPRIGHTS | M_ISO | M_UNLOAD | M_INNER | M_REST | M_SKI)
/* LEG_FAST(mode), a leg's fast field: its m, c and e bits (and F_HOP) if
   it is plain, else 0 (slow_leg's general path). An e leap vm runs apart
   with m is not plain. */
#define M_EPSPECIAL (M_EP | M_SPECIAL | M_MOVE)
/* MODE_HAS(mode, bits) tests bits all in one half of the mode word with
   a 16-bit and (GCC 3.4 makes a 32-bit one of mode & bits). */
#define MODE_HAS(m, b) (((b) & 0xffffL) ? ((u16)(m) & (u16)(b)) : \
			((u16)((u32)(m) >> 16) & (u16)((b) >> 16)))
#define F_MOVE 1 /* M_MOVE, M_CAPT, M_EP as 16-bit ints: 8-bit tests */
#define F_CAPT 2
#define F_EP 4
#define F_HOP 8 /* a hop leg with no c or e: plain too */
#define LEG_FAST(m) ((u8)(((m) & M_SLOW & ~M_HOP) || ((m) & M_EPSPECIAL) == M_EPSPECIAL || \
		(((m) & M_HOP) && ((m) & (M_CAPT | M_EP))) ? \
		0 : ((m) & (M_MOVE | M_CAPT | M_EP)) | ((m) & M_HOP ? F_HOP : 0)))

#include "tables.inc"

#define TF_ROYAL 1
#define TF_DEDUPE 2
#define TF_NOTHING 4 /* Promotion.Nothing: no move may end in its zone */
#define TF_PARTNER 8 /* Chess960 castling: a type in a corner of the start */

/* royal[c]: the square of side c's only royal piece, or one of these. */
#define R_NONE 0 /* no royal piece: every move is legal */
#define R_SCAN 1 /* several (or one may appear): scan the board */

u8 board[BSIZE];
u8 stm;
u8 gen_overflow;

static sq_t royal[2];
#if PASS_STALEMATE
static u8 passes; /* the passes in a row that led to this node */
#endif
#if CHECKS_TO_WIN
static s8 checks_left[2]; /* the checks each side still needs */
#endif
static struct {
	sq_t first;
	s8 step;
	u8 n;
	sq_t victim;
} ep;

static move_t move_area[MOVE_CAP];
static move_t *move_top = move_area;
static move_t *move_high = move_area;

/* The leg walker's state: the move being walked and what it collected. */
static struct {
	const leg_t *mv; /* the move's first leg */
	u8 nl;           /* its number of legs */
	u8 us;           /* the mover's colour bit */
	s8 neg;          /* Black: offsets are negated */
	u8 typ;
	u8 nv;
	u8 attack, found;
	sq_t from, target;
#if HAS_UNLOAD
	sq_t unload;
#endif
	sq_t v[4];
	move_t *piece_start; /* this piece's first move, for dedupe */
} g;

#if HAS_DEDUPE
static u8 seen[BSIZE];
static u8 stamp;
#endif

/* Macros, not functions: a call costs the brick more than these. */
#define so(off) (g.neg ? -(s16)(off) : (s16)(off))
#define is_royal(v) (type_flags[(v) & TYPEMASK] & TF_ROYAL)

#if HAS_EP
static u8 is_ep(sq_t x)
{
	sq_t s = ep.first;
	u8 k;
	for (k = 0; k < ep.n; k++) {
		if (s == x)
			return 1;
		s += ep.step;
	}
	return 0;
}
#endif

static void clear_move(move_t *m)
{
	u16 *p = (u16 *)m; /* move_t is word-aligned: half the stores */
	u8 k;
	for (k = 0; k < sizeof(move_t) / 2; k++)
		p[k] = 0;
}

/* CLEAR12(m) is clear_move for a 12-byte move_t (1-byte squares),
   unrolled, for emit. */
#define CLEAR12(m) do { u16 *p_ = (u16 *)(m); \
		p_[0] = 0; p_[1] = 0; p_[2] = 0; p_[3] = 0; p_[4] = 0; p_[5] = 0; } while (0)

#if HAS_DEDUPE || HAS_ZONES
static u8 same_move(const move_t *a, const move_t *b)
{
	return a->from == b->from && a->to == b->to && a->kind == b->kind &&
	       a->nv == b->nv && a->v[0] == b->v[0] && a->v[1] == b->v[1] &&
	       a->v[2] == b->v[2] && a->unload == b->unload &&
	       a->epfirst == b->epfirst && a->epstep == b->epstep && a->epn == b->epn;
}
#endif

/* push stores m, one move per promotion choice in the promotion zone. */
static void push(move_t *m)
{
#if HAS_PROMO
	u8 t = g.typ;
	u8 k = promo_first[t], e = promo_first[t + 1];
#if HAS_PROMO_BLACK
	if (g.neg) { /* Black's own choices */
		k = promo_first_b[t];
		e = promo_first_b[t + 1];
	}
#endif
	/* one move per choice: none for a type with nothing to promote to,
	   as vm's promotion loop makes none */
	if ((k < e || (type_flags[t] & TF_NOTHING)) && !(m->kind & K_CASTLE) &&
	    (g.neg ? m->to < zone_black[t] : m->to >= zone_white[t])) {
		for (; k < e; k++) {
			if (move_top == move_area + MOVE_CAP) {
				gen_overflow = 1;
				return;
			}
			if (move_top != m)
				*move_top = *m;
			move_top->promo = promo_to[k] + 1;
			move_top++;
		}
		return;
	}
#endif
	if (move_top == move_area + MOVE_CAP) {
		gen_overflow = 1;
		return;
	}
	if (move_top != m)
		*move_top = *m;
	move_top++;
}

/* add_move dedupes (for types that two paths may take to one move) and
   pushes. */
static void add_move(move_t *m)
{
#if HAS_DEDUPE
	if (type_flags[g.typ] & TF_DEDUPE) {
		if (!(m->kind & ~K_EPRIGHTS) && m->nv == 0) {
			if (seen[m->to] == stamp)
				return;
			seen[m->to] = stamp;
		} else {
			move_t *o;
			for (o = g.piece_start; o < move_top; o++)
				if (same_move(o, m))
					return;
		}
	}
#endif
	push(m);
}

/* took_target reports whether a locust victim of the move being walked
   is g.target: in attack mode it counts once the move is complete. */
static u8 took_target(void)
{
	u8 k;
	for (k = 0; k < g.nv; k++)
		if (g.v[k] == g.target)
			return 1;
	return 0;
}

/* emit reports a move of the walked piece that ends on x, reached from
   prev by leg l. */
static void emit(sq_t x, sq_t prev, const leg_t *l)
{
	move_t *mp;
	u8 k;
	if (g.attack) {
		if ((x == g.target && board[x] != 0) || took_target())
			g.found = 1;
		return;
	}
	/* built where it will be stored (push then keeps it in place) */
	if (move_top == move_area + MOVE_CAP) {
		gen_overflow = 1;
		return;
	}
	mp = move_top;
	if (sizeof(move_t) == 12)
		CLEAR12(mp);
	else
		clear_move(mp);
	mp->from = g.from;
	mp->to = x;
	mp->nv = g.nv;
	for (k = 0; k < g.nv; k++)
		mp->v[k] = g.v[k];
	if (g.nv)
		mp->kind = K_LOCUST;
#if HAS_UNLOAD
	/* vm: a victim to put back, a locust one or the one on x */
	if (g.unload && (g.nv || (x != g.from && board[x] != 0))) {
		mp->kind |= K_UNLOAD;
		mp->unload = g.unload;
	}
#endif
#if HAS_EP
	if (MODE_HAS(l->mode, M_EPRIGHTS) && l->ninter && board[x] == 0) {
		const s16 *io = inter_off + l->inter;
		mp->kind |= K_EPRIGHTS;
		mp->epfirst = prev + so(io[0]);
		mp->epstep = (s8)(l->ninter > 1 ? so(io[1] - io[0]) : so(io[0]));
		mp->epn = l->ninter;
	}
#else
	(void)prev;
	(void)l;
#endif
	add_move(mp);
}

#if HAS_EP
static void emit_ep(sq_t x)
{
	move_t m;
	u8 k;
	if (g.nv >= 3)
		return;
	if (g.attack) {
		if (took_target())
			g.found = 1;
		return;
	}
	clear_move(&m);
	m.from = g.from;
	m.to = x;
	m.kind = K_EP;
	for (k = 0; k < g.nv; k++)
		m.v[k] = g.v[k];
	if (g.nv)
		m.kind |= K_LOCUST;
	m.v[g.nv] = ep.victim;
	m.nv = g.nv + 1;
	add_move(&m);
}
#endif

#if HAS_CASTLE && !HAS_960 && !HAS_PARTNERS
/* at_edge reports whether x is the last square (in = 0) or the one
   before it (in = 1) in direction off. The guard band is at least two
   squares wide. */
static u8 at_edge(sq_t x, s16 off, u8 in)
{
	if (in)
		return board[x + off] != GUARD && board[x + off + off] == GUARD;
	return board[x + off] == GUARD;
}
#endif

#if HAS_CASTLE && !HAS_960
/* try_castle: the castling leg reached the friendly piece on x. It must
   be virgin and stand on the board's edge in the leg's direction (one in
   for jO). The royal moves by the next leg's step; the partner lands on
   the square the royal passed next to its destination. */
static void try_castle(sq_t x)
{
	const leg_t *l = g.mv;
	s16 off = l->off; /* castling is sideways and absolute: r is towards the last file for both sides */
	sq_t kto, pto;
	move_t m;
#if HAS_PARTNERS
	sq_t lo, hi, q;
	s16 st = off < 0 ? -off : off;
	if (g.nl < 2 || !(board[x] & VIRGIN) || !(type_flags[board[x] & TYPEMASK] & TF_PARTNER))
		return;
#else
	if (g.nl < 2 || !(board[x] & VIRGIN) || !at_edge(x, off, (l->mode & M_INNER) != 0))
		return;
#endif
	kto = g.from + l[1].off;
	pto = kto - off;
	if (board[kto] == GUARD || board[pto] == GUARD)
		return;
#if HAS_PARTNERS
	/* vm's tryCastleWith: the partner (of a castling-partners type) may
	   stand anywhere; every square from the outermost to the innermost
	   of the four origins and destinations is empty but the origins. */
	lo = hi = g.from;
	if (x < lo) lo = x;
	if (kto < lo) lo = kto;
	if (pto < lo) lo = pto;
	if (x > hi) hi = x;
	if (kto > hi) hi = kto;
	if (pto > hi) hi = pto;
	for (q = lo; q <= hi; q += st)
		if (board[q] && q != g.from && q != x)
			return;
#else
	if ((board[kto] != 0 && kto != x && kto != g.from) ||
	    (board[pto] != 0 && pto != x && pto != g.from))
		return;
#endif
	clear_move(&m);
	m.from = g.from;
	m.to = kto;
	m.kind = K_CASTLE;
	m.v[0] = x;
	m.v[1] = pto;
	add_move(&m);
}
#endif

#ifdef CHECK_SHORTCUTS
static u8 general; /* 1: attack tests take the general path (no misses) */
#endif

#if !FAST_LEGAL
/* While rec is set (core.c record), the attack walks mark in it each
   square whose contents they read. */
static u8 *rec;
#define MARK(x) (rec ? (void)(rec[(x) >> 3] |= bit8[(x) & 7]) : (void)0)
/* The general paths CHECK_SHORTCUTS runs beside a walk mark nothing. */
#define REC_OFF(r) ((r) = rec, rec = 0)
#define REC_ON(r) (rec = (r))
#else
#define MARK(x) ((void)0)
#define REC_OFF(r) ((void)(r))
#define REC_ON(r) ((void)(r))
#endif

#define AIM_NEVER (-128)
#define LINE_AMBIG (-128) /* line[]: displacements of two lines share the index */
/* misses reports, in attack mode with no victim taken yet, that the
   move's final leg l, walked from x, cannot capture on g.target. Its
   precondition, written once here: a final leg, whatever its rules
   (ski, rest, lame, iso), ends only on squares x + n * off, n >= 1, all
   on the line whose shortest step is l->aim (White's view; 0: not
   known), which line[] gives for the target unless LINE_AMBIG (two
   displacements share a mailbox offset); with no victim taken, the walk finds only a capture on
   g.target, which a leg without c, k or d (AIM_NEVER) never makes. */
/* AIM_MISSES(a, ln): a leg aiming a (leg_t aim) misses a target whose
   line[] entry is ln. */
#define AIM_MISSES(a, ln) ((a) == AIM_NEVER || ((a) != 0 && (a) != (ln) && (ln) != LINE_AMBIG))
/* tindex is the index of g.target seen from x in reach[] and line[]
   (White's view). */
#define tindex(x) (g.neg ? (u16)((x) - g.target + (BSIZE - 1)) : (u16)(g.target - (x) + (BSIZE - 1)))
#ifdef CHECK_SHORTCUTS
#define GENERAL general
#else
#define GENERAL 0
#endif

static u8 misses(const leg_t *l, sq_t x)
{
	s8 a = l->aim;
	if (GENERAL || a == 0)
		return 0;
	return AIM_MISSES(a, line[tindex(x)]);
}

/* next_leg walks leg d of the move g.mv from square x; iso is the length
   of the slide before (for iso legs and range -2). l->rng is the range
   as vm resolves it (the emitter did: unlimited, '*', a ski-slide's
   rest). It sends a plain leg to plain_leg, any other to slow_leg. */
static void next_leg(u8 d, sq_t x, u8 iso);

/* plain_leg is next_leg for a leg l (number d) that only moves and
   captures (fast = its m, c and e bits): no 32-bit mode tests. */
static void plain_leg(u8 d, sq_t x, u8 iso, const leg_t *l, u8 fast)
{
	s16 off = so(l->off);
	u8 rng = l->rng, n;
	u8 final = d == g.nl - 1;
	for (n = 1; n <= rng; n++) {
		sq_t prev = x;
		u8 v;
		x += off;
		MARK(x);
		v = board[x];
		if (v == GUARD)
			return;
		if (v && x != g.from) {
			if ((fast & F_CAPT) && (v & COLMASK) != g.us) {
				if (final)
					emit(x, prev, l);
				else if (g.nv < 3) {
					g.v[g.nv++] = x;
					next_leg(d + 1, x, rng > 1 ? n : iso);
					g.nv--;
				}
			} else if ((fast & F_HOP) && !final)
				next_leg(d + 1, x, rng > 1 ? n : iso);
			return;
		}
#if HAS_EP
		if ((fast & F_EP) && final && is_ep(x))
			emit_ep(x);
#endif
		if (fast & F_MOVE) {
			if (final)
				emit(x, prev, l);
			else
				next_leg(d + 1, x, rng > 1 ? n : iso);
			if (g.found)
				return;
		}
	}
}

/* slow_leg is next_leg's general path, for leg l (number d). */
static void slow_leg(u8 d, sq_t x, u8 iso, const leg_t *l)
{
	s32 mode = l->mode;
	s16 off = MODE_HAS(mode, M_CASTLE) ? l->off : so(l->off);
	s16 rng = l->rng;
	u8 final = d == g.nl - 1;
	u8 n;
#if HAS_UNLOAD
	sq_t save_unload = g.unload;
	if (MODE_HAS(mode, M_UNLOAD))
		g.unload = x;
#endif
	if (MODE_HAS(mode, M_REST))
		rng -= iso; /* a hopper's range counts its whole path (pK2) */
	for (n = 1; n <= rng; n++) {
		sq_t prev = x;
		u8 v, next;
		x += off;
		MARK(x);
		v = board[x];
		if (v == GUARD)
			break;
		if (MODE_HAS(mode, M_SKI) && n == 1)
			continue;
		if (x == g.from)
			v = 0; /* the mover has left its square */
		if (MODE_HAS(mode, M_LAME | M_JUMP | M_JUMP2)) {
			const s16 *io = inter_off + l->inter;
			u8 k, blocked = 0;
			for (k = 0; k < l->ninter; k++) {
				sq_t s = prev + so(io[k]);
				MARK(s);
				u8 occ = board[s] != 0 && s != g.from;
				if (occ ? MODE_HAS(mode, M_LAME) != 0 : MODE_HAS(mode, M_JUMP | M_JUMP2) != 0) {
					blocked = 1;
					break;
				}
			}
			if (blocked)
				break;
		}
		next = l->rng > 1 ? n : iso;
		if (v) {
			u8 fr, capt;
			if (MODE_HAS(mode, M_ISO) && n < iso)
				break;
			fr = (v & COLMASK) == g.us;
#if HAS_CASTLE && !HAS_960
			if (fr && MODE_HAS(mode, M_CASTLE)) {
				if (!g.attack)
					try_castle(x);
				break;
			}
#endif
			if (fr) /* d never takes a royal piece */
				capt = MODE_HAS(mode, M_FRIEND) && !is_royal(v);
			else
				capt = MODE_HAS(mode, M_CAPT) || (MODE_HAS(mode, M_ROYALONLY) && is_royal(v));
			if (capt) {
				if (final)
					emit(x, prev, l);
				else if (g.nv < 3) {
					g.v[g.nv++] = x;
					next_leg(d + 1, x, next);
					g.nv--;
				}
			}
			if (MODE_HAS(mode, M_HOP) && !final)
				next_leg(d + 1, x, next);
			break;
		}
#if HAS_EP
		/* vm generates a special leap with m and e as a plain move
		   only. */
		if (MODE_HAS(mode, M_EP) && final && is_ep(x) &&
		    !(MODE_HAS(mode, M_SPECIAL) && MODE_HAS(mode, M_MOVE)))
			emit_ep(x);
#endif
		if (!MODE_HAS(mode, M_MOVE) || (MODE_HAS(mode, M_ISO) && n < iso))
			continue;
		if (final)
			emit(x, prev, l);
		else
			next_leg(d + 1, x, next);
		if (MODE_HAS(mode, M_ISO) && n >= iso)
			break;
		if (g.found)
			break;
	}
#if HAS_UNLOAD
	g.unload = save_unload;
#endif
}

static void next_leg(u8 d, sq_t x, u8 iso)
{
	const leg_t *l = g.mv + d;
	if (g.attack && !g.nv && d == g.nl - 1 && misses(l, x))
		return;
	if (l->fast)
		plain_leg(d, x, iso, l, l->fast);
	else
		slow_leg(d, x, iso, l);
}


/* walk_moves walks the moves h..e of the piece on g.from. */
static void walk_moves(const move_hdr_t *h, const move_hdr_t *e)
{
	u8 virgin = board[g.from] & VIRGIN, aim = g.attack && !GENERAL;
	MARK(g.from);
	u16 ti = tindex(g.from);
	s8 ln = line[ti];
	for (; h < e; h++) {
		const leg_t *l = legs + h->leg;
		if (aim) {
			/* a one-leg move that misses g.target (misses), a move
			   whose own reach map (mreach[], a superset as reach[]'s)
			   does not hold it */
			if (h->n == 1 ? AIM_MISSES(l->aim, ln) :
			    h->map && !(mreach[mreach_row[h->map - 1] + (ti >> 3)] & bit8[ti & 7]))
				continue;
		}
		g.mv = l;
		g.nl = h->n;
		if (MODE_HAS(l->mode, M_INITIAL) && !virgin)
			continue;
		g.nv = 0;
#if HAS_UNLOAD
		g.unload = 0;
#endif
		if (g.mv->fast) /* skips next_leg's frame */
			plain_leg(0, g.from, 0, g.mv, g.mv->fast);
		else
			slow_leg(0, g.from, 0, g.mv);
		if (g.found)
			return;
	}
}

#if HAS_ZONES
static u8 in_map(u16 row, sq_t s)
{
	return row == 0xffff || (zmap[row + (s >> 3)] & bit8[s & 7]);
}

#if HAS_INITREGION
/* in_init reports whether the piece v on s stands in its type's initial
   region (PieceType.InitialRegion): it then counts as never moved, as
   vm's regionVirgin makes it. */
static u8 in_init(u8 v, sq_t s)
{
	u16 row = (v & BLACK) ? init_b[v & TYPEMASK] : init_w[v & TYPEMASK];
	return row != 0xffff && in_map(row, s);
}
#endif

/* walk_zoned walks a piece with zone rules as vm does: its own moves,
   then each region set whose From holds its square (kept where they end
   on To and repeat no move already made), then drops every move that
   ends outside its confinement. In attack mode the same, as tests. */
static void walk_zoned(sq_t from, u8 typ)
{
	u8 c = g.neg;
	u16 conf = c ? conf_b[typ] : conf_w[typ];
	const zset_t *z = zsets + zset_first[typ], *ze = zsets + zset_first[typ + 1];
	move_t *start = g.piece_start, *m, *w;
	if (g.attack && !in_map(conf, g.target))
		return;
	walk_moves(move_hdr + type_moves[typ], move_hdr + type_moves[typ + 1]);
	for (; z < ze && !g.found; z++) {
		move_t *mark = move_top;
		if (!in_map(z->from[c], from))
			continue;
		if (g.attack) {
			if (in_map(z->to[c], g.target))
				walk_moves(move_hdr + z->first, move_hdr + z->end);
			continue;
		}
		walk_moves(move_hdr + z->first, move_hdr + z->end);
		w = mark;
		for (m = mark; m < move_top; m++) {
			move_t *o;
			u8 dup = 0;
			if (!in_map(z->to[c], m->to))
				continue;
			for (o = start; o < w && !dup; o++)
				dup = same_move(o, m) && o->promo == m->promo;
			if (!dup)
				*w++ = *m;
		}
		move_top = w;
	}
	if (g.attack || conf == 0xffff)
		return;
	w = start;
	for (m = start; m < move_top; m++)
		if (in_map(conf, m->to))
			*w++ = *m;
	move_top = w;
}
#endif

/* walk_piece walks every move of the piece of type typ on from. In
   attack mode it stops at the first capture on g.target. */
static void walk_piece(sq_t from, u8 typ)
{
	g.from = from;
	g.typ = typ;
#if HAS_ZONES
	if (zset_first[typ] != zset_first[typ + 1] || conf_w[typ] != 0xffff) {
		walk_zoned(from, typ);
		return;
	}
#endif
	walk_moves(move_hdr + type_moves[typ], move_hdr + type_moves[typ + 1]);
}

/* begin_walk sets g up to walk the pieces of colour c (0 White, 1
   Black): attack 1 to look for a capture on g.target, 0 to generate
   moves. It returns c's colour bits. */
static u8 begin_walk(u8 c, u8 attack)
{
	g.attack = attack;
	g.found = 0;
	g.us = c ? BLACK : WHITE;
	g.neg = c;
	return g.us;
}

/* may_reach reports whether the piece v of colour c on s might capture
   on sq, by its reach map. */
static u8 may_reach(u8 v, sq_t s, sq_t sq, u8 c)
{
	u8 t = v & TYPEMASK;
	u16 i = c ? (u16)(s - sq + (BSIZE - 1)) : (u16)(sq - s + (BSIZE - 1));
	return reach[reach_row[t] + (i >> 3)] & bit8[i & 7];
}

/* A foes_t lists the squares of the pieces of colour c that may capture
   on k, the square of the other side's royal piece, taken once per node
   of perft and search (list_foes) so that attacked, testing k, walks
   them instead of scanning the board. Its precondition, written once
   here: while the node tests its moves, the board holds a piece of
   colour c only where it stood, because a move never puts a piece of
   the other colour on a square (make moves the mover's own pieces and
   takes the enemy's), except an unload, which may put a victim back
   elsewhere: make_legal turns the list off for those. A listed square
   whose piece was taken is skipped as empty. Pieces are never added (no
   drops), so NSTART squares hold them all. */
typedef struct {
	sq_t sq[NSTART + 1]; /* +1: never of size 0 */
	u8 n, c;
	sq_t k; /* 0 (no square) without one royal piece */
#if !FAST_LEGAL
	u8 rd[(BSIZE + 7) / 8]; /* record: the squares the attack walks on k read */
	u8 rd_ok;               /* record: k is safe and rd holds them */
#endif
} foes_t;

/* One foes_t per node on the path, a stack like the move area (the
   emitter counts it in the size); foes is the one attacked uses, 0 for
   none. */
#define FOE_PLIES ((PERFT_DEPTH > SEARCH_DEPTH ? PERFT_DEPTH : SEARCH_DEPTH) + 1)
static foes_t foe_area[FOE_PLIES];
static foes_t *foe_top, *foes;

/* list_foes lists in f the pieces of colour c (0 White, 1 Black) that
   may capture the other side's royal piece. */
static void list_foes(foes_t *f, u8 c)
{
	sq_t s, k = royal[c ^ 1];
	u8 cb = c ? BLACK : WHITE, n = 0;
	if (k <= R_SCAN)
		k = 0;
	for (s = FIRST_SQ; s <= LAST_SQ && n < NSTART && k; s++) {
		u8 v = board[s];
		u16 i;
		if ((v & COLMASK) != cb)
			continue;
		i = c ? (u16)(s - k + (BSIZE - 1)) : (u16)(k - s + (BSIZE - 1)); /* may_reach */
		if (reach[reach_row[v & TYPEMASK] + (i >> 3)] & bit8[i & 7])
			f->sq[n++] = s;
	}
	f->n = n;
	f->c = c;
	f->k = k;
}

/* attacked_by walks the piece of colour c on s, if any, in attack mode
   (begin_walk done, g.target set). */
static void attacked_by(sq_t s, u8 cb, u8 c)
{
	u8 v = board[s];
	/* skip pieces that can capture nowhere near the target */
	if ((v & COLMASK) != cb || !may_reach(v, s, g.target, c))
		return;
	walk_piece(s, v & TYPEMASK);
}

/* attacked_scan is attacked by scanning the whole board: the general
   path. */
static u8 attacked_scan(sq_t sq, u8 c)
{
	sq_t s;
	u8 cb = begin_walk(c, 1);
	g.target = sq;
	for (s = FIRST_SQ; s <= LAST_SQ && !g.found; s++)
		attacked_by(s, cb, c);
	g.attack = 0;
	return g.found;
}

/* attacked_fast reports whether a piece of colour c (0 White, 1 Black)
   could capture on sq: over foes's squares when sq is their k. */
static u8 attacked_fast(sq_t sq, u8 c)
{
	u8 k, cb;
	if (!foes || foes->c != c || sq != foes->k)
		return attacked_scan(sq, c);
	cb = begin_walk(c, 1);
	g.target = sq;
	for (k = 0; k < foes->n && !g.found; k++) {
		sq_t s = foes->sq[k];
		u8 v = board[s];
		MARK(s);
		/* listed as able to reach sq: walked if still of colour c */
		if ((v & COLMASK) == cb)
			walk_piece(s, v & TYPEMASK);
	}
	g.attack = 0;
	return g.found;
}

#ifdef CHECK_SHORTCUTS
/* attacked checks attacked_fast against the general path: the whole
   board scanned, every move walked. */
static u8 attacked(sq_t sq, u8 c)
{
	u8 found = attacked_fast(sq, c), want, *r = 0;
	REC_OFF(r);
	general = 1;
	want = attacked_scan(sq, c);
	general = 0;
	REC_ON(r);
	if (found != want)
		abort(); /* the foes list's or misses's precondition failed */
	return found;
}
#else
#define attacked attacked_fast
#endif

#if FAST_LEGAL
/* attacked_from reports whether the piece on s, if of colour c, could
   capture on sq. */
static u8 attacked_from(sq_t s, sq_t sq, u8 c)
{
	u8 v = board[s];
	if ((v & COLMASK) != (c ? BLACK : WHITE) || !may_reach(v, s, sq, c))
		return 0;
	begin_walk(c, 1);
	g.target = sq;
	walk_piece(s, v & TYPEMASK);
	g.attack = 0;
	return g.found;
}
#endif

/* any_royal reports whether test(s, c) holds on the square s of some
   royal piece of colour c: the one royal[c] names, or each one found on
   the board (R_SCAN). */
static u8 any_royal(u8 c, u8 (*test)(sq_t, u8))
{
	sq_t r = royal[c], s;
	u8 cb = c ? BLACK : WHITE;
	if (r == R_NONE)
		return 0;
	if (r != R_SCAN)
		return test(r, c);
	for (s = FIRST_SQ; s <= LAST_SQ; s++) {
		u8 v = board[s];
		if ((v & COLMASK) == cb && is_royal(v) && test(s, c))
			return 1;
	}
	return 0;
}

/* capturable reports whether the enemy of colour c could capture on sq. */
static u8 capturable(sq_t sq, u8 c) { return attacked(sq, c ^ 1); }

/* royals_safe reports whether no royal piece of colour c can be captured. */
static u8 royals_safe(u8 c)
{
	sq_t r = royal[c];
	if (r > R_SCAN) /* one royal piece: no call through any_royal */
		return !attacked(r, c ^ 1);
	return !any_royal(c, capturable);
}

#if HAS_960
/* gen960 is vm's gen960 (Chess960 castling, no O legs): the virgin royal
   on from castles with a virgin partner of its colour on its rank. It
   lands on file c (partner on d) or the file before the last (partner
   beside it, inside); every square either passes, ends included, must
   be empty but the two origins. */
static void gen960(sq_t from)
{
	sq_t row = FIRST_SQ, q;
	u8 kf, f, seg, lo, hi, ok;
	u8 us = board[from] & COLMASK;
	move_t m;
	if (FILES < 5)
		return;
	while (row + STRIDE <= from) /* no division: brickOS has no helper */
		row += STRIDE;
	kf = from - row;
	for (f = 0; f < FILES; f++) {
		u8 v = board[row + f], kd = 2, rd = 3;
		if (f == kf || (v & COLMASK) != us || !(v & VIRGIN) ||
		    !(type_flags[v & TYPEMASK] & TF_PARTNER))
			continue;
		if (f > kf) {
			kd = FILES - 2;
			rd = FILES - 3;
		}
		ok = 1;
		for (seg = 0; seg < 2; seg++) {
			u8 a = seg ? f : kf, b = seg ? rd : kd;
			lo = a < b ? a : b;
			hi = a < b ? b : a;
			for (q = row + lo; q <= row + hi; q++)
				if (board[q] && q != from && q != row + f)
					ok = 0;
		}
		if (!ok)
			continue;
		clear_move(&m);
		m.from = from;
		m.to = row + kd;
		m.kind = K_CASTLE;
		m.v[0] = row + f;
		m.v[1] = row + rd;
		add_move(&m);
	}
}
#endif

/* generate appends the pseudo-legal moves of the side to move. */
static void generate(void)
{
	sq_t s;
	u8 cb = begin_walk(stm, 0);
	for (s = FIRST_SQ; s <= LAST_SQ; s++) {
		u8 v = board[s];
		if ((v & COLMASK) != cb || v == GUARD)
			continue;
		g.piece_start = move_top;
#if HAS_DEDUPE
		if (++stamp == 0) {
			sq_t k;
			for (k = 0; k < BSIZE; k++)
				seen[k] = 0;
			stamp = 1;
		}
#endif
		walk_piece(s, v & TYPEMASK);
#if HAS_960
		if ((v & VIRGIN) && is_royal(v))
			gen960(s);
#endif
	}
	if (move_top > move_high)
		move_high = move_top;
}

/* Counted, not subtracted: a pointer difference divides by the size. */
u16 move_high_water(void)
{
	move_t *m;
	u16 n = 0;
	for (m = move_area; m < move_high; m++)
		n++;
	return n;
}

/* What make saves for unmake. */
typedef struct {
	u8 n;
	sq_t sq[6];
	u8 pc[6];
	sq_t royal[2];
	sq_t epfirst, epvictim;
	s8 epstep;
	u8 epn;
} undo_t;

/* A macro, not a function: make calls it for every square it changes. */
#define save(u, s) ((u)->sq[(u)->n] = (s), (u)->pc[(u)->n] = board[(u)->sq[(u)->n]], (u)->n++)

/* make plays m (pseudo-legal) and records in u what unmake needs. */
static void make(const move_t *m, undo_t *u)
{
	u8 pc = board[m->from], k, them = stm ^ 1;
	sq_t r;
	u->n = 0;
	u->royal[0] = royal[0];
	u->royal[1] = royal[1];
#if HAS_EP
	u->epfirst = ep.first;
	u->epvictim = ep.victim;
	u->epstep = ep.step;
	u->epn = ep.n;
#endif
	save(u, m->from);
	save(u, m->to);
	if (m->kind & K_CASTLE) {
		u8 partner = board[m->v[0]] & ~VIRGIN;
		save(u, m->v[0]);
		save(u, m->v[1]);
		board[m->from] = 0;
		board[m->v[0]] = 0;
		board[m->to] = pc & ~VIRGIN;
		board[m->v[1]] = partner;
	} else {
#if HAS_UNLOAD
		/* An unload puts back the locust victim taken on the unload
		   square, else the piece taken on m->to (a swap), else the
		   last locust victim (as vm's applyBoard). */
		u8 back = 0, last = 0;
		for (k = 0; k < m->nv; k++) {
			sq_t s = m->v[k];
			save(u, s);
			if (board[s]) {
				last = board[s];
				if (s == m->unload && (m->kind & K_UNLOAD))
					back = last;
				board[s] = 0;
			}
		}
		if (!back && m->to != m->from)
			back = board[m->to];
		if (!back)
			back = last;
		board[m->from] = 0;
		if ((m->kind & K_UNLOAD) && back) {
			save(u, m->unload);
			board[m->unload] = back & ~VIRGIN;
		}
#else
		for (k = 0; k < m->nv; k++) {
			save(u, m->v[k]);
			board[m->v[k]] = 0;
		}
		board[m->from] = 0;
#endif
		if (m->promo)
			pc = (pc & COLMASK) | (m->promo - 1);
		board[m->to] = pc & ~VIRGIN;
	}
#if HAS_INITREGION
	if (in_init(board[m->to], m->to))
		board[m->to] |= VIRGIN; /* saved already: unmake restores it */
#endif
	if (royal[stm] == m->from)
		royal[stm] = m->to;
	r = royal[them];
	if (r > R_SCAN && (board[r] & COLMASK) != (them ? BLACK : WHITE))
		royal[them] = R_NONE;
#if HAS_EP
	if ((m->kind & K_EPRIGHTS) && m->epn && !m->promo) { /* none if it promotes */
		ep.first = m->epfirst;
		ep.step = m->epstep;
		ep.n = m->epn;
		ep.victim = m->to;
	} else
		ep.n = 0;
#endif
	stm = them;
}

static void unmake(const undo_t *u)
{
	u8 i = u->n;
	while (i--)
		board[u->sq[i]] = u->pc[i];
	royal[0] = u->royal[0];
	royal[1] = u->royal[1];
#if HAS_EP
	ep.first = u->epfirst;
	ep.victim = u->epvictim;
	ep.step = u->epstep;
	ep.n = u->epn;
#endif
	stm ^= 1;
}

#if HAS_CASTLE
/* castle_ok: the royal may not castle out of, through or into check
   (the last is tested after the move). */
static u8 castle_ok(const move_t *m)
{
	u8 them = stm ^ 1, pc;
	s16 d = (s16)m->to - (s16)m->from, step;
	sq_t s;
	if (royal[stm] == R_NONE)
		return 1;
	if (attacked(m->from, them))
		return 0;
	if (d == 0)
		return 1;
	if (d > 0)
		step = d < STRIDE ? 1 : STRIDE;
	else
		step = d > -STRIDE ? -1 : -STRIDE;
	pc = board[m->from];
	for (s = m->from + step; s != m->to; s += step) {
		u8 old = board[s], bad;
		board[m->from] = 0;
		board[s] = pc;
		bad = attacked(s, them);
		board[s] = old;
		board[m->from] = pc;
		if (bad)
			return 0;
	}
	return 1;
}
#endif

#if HAS_FLYING
/* faces_scan reports whether the royal piece on sq sees an enemy royal
   piece along a file or rank over empty squares only: the general path. */
static u8 faces_scan(sq_t sq, u8 c)
{
	static const s16 dirs[4] = {1, -1, STRIDE, -STRIDE};
	u8 k, eb = c ? WHITE : BLACK;
	for (k = 0; k < 4; k++) {
		sq_t s = sq + dirs[k];
		u8 v;
		while (MARK(s), board[s] == 0)
			s += dirs[k];
		v = board[s];
		if ((v & COLMASK) == eb && is_royal(v))
			return 1;
	}
	return 0;
}

/* faces is faces_scan walking, when the enemy has one royal piece, only
   the line towards it (line[], White's view), the only one whose first
   piece can be it. */
static u8 faces(sq_t sq, u8 c)
{
	sq_t e = royal[c ^ 1], s;
	s8 step;
	u8 r;
	step = e <= R_SCAN ? 0 : line[(u16)(e - sq + (BSIZE - 1))];
	if (e == R_SCAN || step == LINE_AMBIG || STRIDE > 127)
		return faces_scan(sq, c);
	r = 0;
	if (step == 1 || step == -1 || step == STRIDE || step == -STRIDE) {
		s = sq + step;
		while (MARK(s), board[s] == 0)
			s += step;
		r = s == e;
	}
#ifdef CHECK_SHORTCUTS
	{
		u8 *rc = 0, want;
		REC_OFF(rc);
		want = faces_scan(sq, c);
		REC_ON(rc);
		if (r != want)
			abort(); /* faces's precondition failed */
	}
#endif
	return r;
}

/* generals_face: the flying-general rule for colour c. */
static u8 generals_face(u8 c)
{
	sq_t r = royal[c];
	if (r > R_SCAN) /* one royal piece: no call through any_royal */
		return faces(r, c);
	return any_royal(c, faces);
}
#endif

#ifdef CHECK_SHORTCUTS
/* check_legal aborts unless m, which a shortcut called legal before it
   is made, is: made, it leaves side stm's royal pieces safe (and, with
   the flying general, not facing; surely_legal never runs there). */
static void check_legal(const move_t *m)
{
	undo_t u;
	u8 safe;
	make(m, &u);
	safe = royals_safe(stm ^ 1);
#if HAS_FLYING
	safe = safe && !generals_face(stm ^ 1);
#endif
	unmake(&u);
	if (!safe)
		abort(); /* the shortcut's precondition failed */
}
#define CHECK_LEGAL(m) check_legal(m)
#else
#define CHECK_LEGAL(m) ((void)0)
#endif

#if FAST_LEGAL
/* through_index is the index of square s in through[] and ray[] for the
   royal piece of side us on k. */
static u16 through_index(sq_t s, sq_t k, u8 us)
{
	return us ? (u16)(k - s + (BSIZE - 1)) : (u16)(s - k + (BSIZE - 1));
}

/* surely_legal reports, before m is made, that it is legal because it
   passes safe_after's first tests (perft counts it without making it). */
static u8 surely_legal(const move_t *m, u8 chk)
{
	sq_t k = royal[stm];
	u16 i;
	if (HAS_FLYING || chk || k <= R_SCAN || k == m->from || (m->kind & (K_EP | K_CASTLE | K_LOCUST)))
		return 0;
	i = through_index(m->from, k, stm);
	if (through[i >> 3] & bit8[i & 7])
		return 0;
	CHECK_LEGAL(m); /* FAST_LEGAL's precondition */
	return 1;
}

/* safe_after_fast reports whether side us's royal piece is safe after m was
   made, chk telling whether it was in check before. Every capture of the
   variant is one leg that pieces only block (FAST_LEGAL), so a move that
   was not out of check, not of the royal and that empties only its
   from-square can expose the royal only if that square lies on a path
   of an enemy capture to it (through[]); only those are tested. */
static u8 safe_after_fast(const move_t *m, u8 us, u8 chk)
{
	sq_t k = royal[us], s;
	u16 i;
	s16 step;
	if (chk || k <= R_SCAN || k == m->to || (m->kind & (K_EP | K_CASTLE | K_LOCUST)))
		return royals_safe(us);
	i = through_index(m->from, k, us);
	if (!(through[i >> 3] & bit8[i & 7]))
		return 1;
	step = ray[i];
	if (step == 0)
		return royals_safe(us);
	/* only the first piece beyond the from-square on the ray can have
	   been opened: the squares between it and the king are empty */
	if (!us)
		step = -step;
	s = k + step;
	while (board[s] == 0)
		s += step;
	return !attacked_from(s, k, us ^ 1);
}

#ifdef CHECK_SHORTCUTS
/* safe_after checks safe_after_fast against the general test. */
static u8 safe_after(const move_t *m, u8 us, u8 chk)
{
	u8 safe = safe_after_fast(m, us, chk);
	if (safe != royals_safe(us))
		abort(); /* FAST_LEGAL's precondition failed */
	return safe;
}
#else
#define safe_after safe_after_fast
#endif
#else
#define safe_after(m, us, chk) royals_safe(us)
#define surely_legal(m, chk) 0
#endif

/* in_check reports whether side c's royal piece can be captured, for
   make_legal: with FAST_LEGAL only, else it is not needed. */
static u8 in_check(u8 c)
{
#if FAST_LEGAL
	return !royals_safe(c);
#else
	(void)c;
	return 0;
#endif
}

#if !FAST_LEGAL
/* record runs, for a node, the attack walks on side stm's royal piece
   over f's list (and the flying-general test), marking in f->rd every
   square whose contents they read; f->rd_ok if the royal is safe. Its
   precondition, written once here: those walks read the board only
   where they mark it (every other input, the pieces' types and squares
   in the list, the target, the zones, is fixed for the node), so a move
   that changes the contents of no marked square, and moves no royal
   piece, leaves every walk reading what it read, and the royal safe:
   unread reports such a move. A move changes the contents of its from-
   and to-squares only, except castling, e.p., locust and unload moves,
   which unread leaves to the general test. */
static void record(foes_t *f)
{
	sq_t k = royal[stm];
	u8 i, safe;
	f->rd_ok = 0;
	if (k <= R_SCAN || f->k != k || f->c != (stm ^ 1))
		return;
	for (i = 0; i < sizeof(f->rd); i++)
		f->rd[i] = 0;
	rec = f->rd;
	safe = !attacked(k, stm ^ 1);
#if HAS_FLYING
	if (safe)
		safe = !faces(k, stm);
#endif
	rec = 0;
	f->rd_ok = safe;
}

/* unread reports that m (not yet made) is legal by record's
   precondition. */
static u8 unread(const foes_t *f, const move_t *m)
{
	if (!f || !f->rd_ok || royal[stm] == m->from ||
	    (m->kind & (K_EP | K_CASTLE | K_LOCUST | K_UNLOAD)) ||
	    (f->rd[m->from >> 3] & bit8[m->from & 7]) || (f->rd[m->to >> 3] & bit8[m->to & 7]))
		return 0;
	CHECK_LEGAL(m); /* record's precondition */
	return 1;
}
#else
#define record(f) ((void)(f))
#define unread(f, m) 0
#endif

#if MAKPONG
/* makpong_illegal is vm's makpongIllegal (Program.Makpong): a royal
   piece in check may move only by capturing the one piece that checks
   it. */
static u8 makpong_illegal(const move_t *m)
{
	u8 v = board[m->from], w = board[m->to], them = stm ^ 1, other;
	if (!is_royal(v) || !attacked(m->from, them))
		return 0;
	if (w == 0 || (w & COLMASK) != (them ? BLACK : WHITE) || m->kind != 0 || m->nv != 0)
		return 1;
	/* another checker? a friendly piece stands in for the victim, so
	   that lines through it stay blocked */
	board[m->to] = v;
	other = attacked(m->from, them);
	board[m->to] = w;
	return other;
}
#else
#define makpong_illegal(m) 0
#endif

/* make_legal makes m and returns 1 if it is legal; otherwise it leaves
   the position as it was and returns 0. chk: in_check(stm). */
static u8 make_legal(const move_t *m, undo_t *u, u8 chk)
{
	u8 us = stm, sure = unread(foes, m);
	(void)chk;
	if (makpong_illegal(m))
		return 0;
#if HAS_CASTLE
	if ((m->kind & K_CASTLE) && !castle_ok(m))
		return 0;
#endif
#if HAS_UNLOAD
	if (m->kind & K_UNLOAD)
		foes = 0; /* it may put an enemy piece off the list */
#endif
	make(m, u);
	if (sure)
		return 1;
	if (!safe_after(m, us, chk)
#if HAS_FLYING
	    || generals_face(us)
#endif
	) {
		unmake(u);
		return 0;
	}
	return 1;
}

void setup(void)
{
	sq_t s, row;
	u8 r, f, k;
	for (s = 0; s < BSIZE; s++)
		board[s] = GUARD;
	row = FIRST_SQ;
	for (r = 0; r < RANKS; r++) {
		for (f = 0; f < FILES; f++)
			board[row + f] = 0;
		row += STRIDE;
	}
	for (k = 0; k < NSTART; k++)
		board[start_sq[k]] = start_pc[k];
	stm = START_STM;
	royal[0] = START_ROYAL_W;
	royal[1] = START_ROYAL_B;
	ep.n = 0;
#if CHECKS_TO_WIN
	checks_left[0] = START_CHECKS_W;
	checks_left[1] = START_CHECKS_B;
#endif
	foes = 0;
	foe_top = foe_area;
#if PASS_STALEMATE
	passes = 0;
#endif
	move_top = move_area;
	gen_overflow = 0;
}

#if HAS_BAREKING
/* bare_over is vm's bareKingOver (Program.BareKing; no hands on the
   brick): HAS_BAREKING 1 (ends), the game is over when either side has
   its king alone (one piece or none); 2 (loses), when the side that just
   moved is bare and the side to move is not, or the side to move is bare
   and the other has three pieces or more. Counts stop at 3. It returns 0
   if the game goes on, else how it ended, as vm's bareKingResult: BARE_DRAW
   (ends), BARE_LOST or BARE_WON for the side to move (loses: the bare side
   loses). */
#define BARE_DRAW 1
#define BARE_LOST 2
#define BARE_WON 3
static u8 bare_over(void)
{
	sq_t s;
	u8 us = 0, them = 0, cb = stm ? BLACK : WHITE;
	for (s = FIRST_SQ; s <= LAST_SQ; s++) {
		u8 v = board[s];
		if (v == 0 || v == GUARD)
			continue;
		if ((v & COLMASK) == cb) {
			if (us < 3)
				us++;
		} else if (them < 3)
			them++;
	}
	if (HAS_BAREKING == 1)
		return us <= 1 || them <= 1 ? BARE_DRAW : 0;
	if (them <= 1 && us >= 2)
		return BARE_WON;
	return us <= 1 && them >= 3 ? BARE_LOST : 0;
}
#else
#define bare_over() 0
#endif

#if HAS_EXTINCT
/* extinct_side is vm's extinctSide(stm ^ 1) without hands: 1 + the
   colour of a side with EXT_MAX or fewer pieces of a type ext_type
   counts (of all its pieces with EXT_ALL), the side that just moved
   looked at first; 0 if none. The game is then over (Program.Extinction). */
static u8 extinct_side(void)
{
	u8 n[2][NTYPES], all[2] = {0, 0}, i, k;
	sq_t s;
	for (i = 0; i < 2; i++)
		for (k = 0; k < NTYPES; k++)
			n[i][k] = 0;
	for (s = FIRST_SQ; s <= LAST_SQ; s++) {
		u8 v = board[s], c;
		if (v == 0 || v == GUARD)
			continue;
		c = v >> 7; /* BLACK is the high bit */
		n[c][v & TYPEMASK]++;
		all[c]++;
	}
	for (i = 0; i < 2; i++) {
		u8 c = stm ^ 1 ^ i;
		if (EXT_ALL) {
			if (all[c] <= EXT_MAX)
				return c + 1;
			continue;
		}
		for (k = 0; k < NTYPES; k++)
			if (ext_type[k] && n[c][k] <= EXT_MAX)
				return c + 1;
	}
	return 0;
}
#else
#define extinct_side() 0
#endif

#if MUST_CAPTURE
/* captures is vm's captures: m (not castling) takes a piece of the side
   not to move, as a locust or e.p. victim or on its destination. */
static u8 captures(const move_t *m)
{
	u8 them = stm ? WHITE : BLACK, k;
	if (m->kind & K_CASTLE)
		return 0;
	for (k = 0; k < m->nv; k++)
		if ((board[m->v[k]] & COLMASK) == them)
			return 1;
	return m->to != m->from && (board[m->to] & COLMASK) == them;
}

/* must_capture: forced captures (Program.MustCapture), as vm's
   keepCaptures on the legal moves: it reports whether one of the moves
   first..end is a legal capture, so that only captures are legal. */
static u8 must_capture(const move_t *first, const move_t *end, u8 chk, foes_t *fs)
{
	const move_t *m;
	undo_t u;
	for (m = first; m < end; m++) {
		if (!captures(m))
			continue;
		foes = fs;
		if (surely_legal(m, chk))
			return 1;
		if (make_legal(m, &u, chk)) {
			unmake(&u);
			return 1;
		}
	}
	return 0;
}
#define skip_move(only, m) ((only) && !captures(m))
#else
#define must_capture(first, end, chk, fs) 0
#define skip_move(only, m) ((void)(only), 0)
#endif

#if CHECKS_TO_WIN
/* Check counting (Program.ChecksToWin): the checks each side still
   needs. count_check is vm's countCheck after a move (stm now the side
   to move): the side that moved needs one fewer if it gave check; the
   caller keeps the counts in ck to restore them (uncount_check). A node
   whose side that just moved needs none is over (checks_done). */
#define count_check(ck) (ck[0] = checks_left[0], ck[1] = checks_left[1], \
			 royals_safe(stm) ? 0 : checks_left[stm ^ 1]--)
#define uncount_check(ck) (checks_left[0] = ck[0], checks_left[1] = ck[1])
#define checks_done() (checks_left[stm ^ 1] <= 0)
#else
#define count_check(ck) ((void)(ck))
#define uncount_check(ck) ((void)(ck))
#define checks_done() 0
#endif

/* begin_node generates the moves of the side to move, from first to
   *end, and the list of its foes, which it returns (perft and search
   free both when done); *chk is whether it is in check, *only
   must_capture's verdict. */
static foes_t *begin_node(move_t *first, move_t **end, u8 *chk, u8 *only)
{
	foes_t *fs;
	(void)first; /* must_capture's, which may be 0 */
	generate();
	fs = foe_top++;
	list_foes(fs, stm ^ 1);
	foes = fs;
	*chk = in_check(stm);
	record(fs);
	*end = move_top;
	*only = must_capture(first, *end, *chk, fs);
	return fs;
}

#if PASS_STALEMATE
/* Passing when stalemated (Program.PassOnStalemate), as vm's
   addStalematePass: a side with no legal move that is not in check and
   has a piece passes; two passes in a row end the game (passes). */

/* pass_square is vm's passSquare: the square of the side to move's
   first royal piece, else of its first piece (a1, b1, ...), 0 if none. */
static sq_t pass_square(void)
{
	sq_t s, first = 0;
	u8 cb = stm ? BLACK : WHITE;
	for (s = FIRST_SQ; s <= LAST_SQ; s++) {
		u8 v = board[s];
		if ((v & COLMASK) != cb)
			continue;
		if (is_royal(v))
			return s;
		if (!first)
			first = s;
	}
	return first;
}

/* may_pass reports whether a node with no legal move passes. */
#define may_pass() (royals_safe(stm) && pass_square())
/* PASS_MAKE(sv) passes, keeping in sv what PASS_UNMAKE restores: the
   board stays, no e.p. square is left. */
#if HAS_EP
#define PASS_MAKE(sv) (sv[0] = passes, sv[1] = ep.n, passes++, ep.n = 0, stm ^= 1)
#define PASS_UNMAKE(sv) (passes = sv[0], ep.n = sv[1], stm ^= 1)
#else
#define PASS_MAKE(sv) (sv[0] = passes, passes++, stm ^= 1)
#define PASS_UNMAKE(sv) (passes = sv[0], stm ^= 1)
#endif
#define passed_twice() (passes >= 2)
/* NO_PASS(sv) and PASS_BACK(sv) reset and restore the count around a
   move that is no pass. */
#define NO_PASS(sv) (sv[0] = passes, passes = 0)
#define PASS_BACK(sv) (passes = sv[0])
#else
#define may_pass() 0
#define passed_twice() 0
#define NO_PASS(sv) ((void)(sv))
#define PASS_BACK(sv) ((void)(sv))
#endif

u32 perft(u8 depth)
{
	move_t *first = move_top, *m, *end;
	u32 n = 0;
	undo_t u;
	foes_t *fs;
	u8 chk, only, any = 0, sv[2];
	s8 ck[2];
	if (depth == 0)
		return 1;
	if (bare_over() || extinct_side() || checks_done() || passed_twice())
		return 0; /* the game is over: no moves */
	fs = begin_node(first, &end, &chk, &only);
	for (m = first; m < end; m++) {
		if (skip_move(only, m))
			continue;
		if (depth == 1 && (surely_legal(m, chk) || unread(fs, m))) {
			n++;
			continue;
		}
		foes = fs; /* a child's list replaced it */
		if (!make_legal(m, &u, chk))
			continue;
		any = 1;
		if (depth == 1)
			n++;
		else {
			count_check(ck);
			NO_PASS(sv);
			n += perft(depth - 1);
			PASS_BACK(sv);
			uncount_check(ck);
		}
		unmake(&u);
	}
	move_top = first;
	foe_top = fs;
	(void)any;
#if PASS_STALEMATE
	if (!n && !any && may_pass()) {
		if (depth == 1)
			return 1;
		PASS_MAKE(sv);
		count_check(ck);
		n = perft(depth - 1);
		uncount_check(ck);
		PASS_UNMAKE(sv);
	}
#endif
	return n;
}

/* Search: negamax alpha-beta on material (type_value), mate found as
   MATE minus the distance; no legal move and not in check scores 0. */
#define MATE 30000

static s16 material(void)
{
	sq_t s;
	s16 e = 0;
	for (s = FIRST_SQ; s <= LAST_SQ; s++) {
		u8 v = board[s];
		if (v == 0 || v == GUARD)
			continue;
		if (v & WHITE)
			e += type_value[v & TYPEMASK];
		else
			e -= type_value[v & TYPEMASK];
	}
	return stm ? -e : e;
}

/* search is the value of the position depth plies deep, ply from the
   root; at the root (best not NULL) it keeps the best move in *best and
   neither stops at depth 0 nor scores a position without moves. */
static s16 search(u8 depth, u8 ply, s16 alpha, s16 beta, move_t *best)
{
	move_t *first = move_top, *m, *end;
	undo_t u;
	foes_t *fs;
	u8 any = 0, chk, only;
	s8 ck[2];
	u8 sv[2];
	if (depth == 0 && !best)
		return material();
	if (passed_twice()) /* the game is over: no moves */
		return royals_safe(stm) ? 0 : -MATE + ply;
#if HAS_BAREKING
	if ((chk = bare_over()) != 0) /* the game is over: no move, even at the root */
		return chk == BARE_DRAW ? 0 : chk == BARE_WON ? MATE - ply : -MATE + ply;
#endif
#if HAS_EXTINCT
	if ((chk = extinct_side()) != 0) { /* over: EXT_VALUE for the extinct side */
		if (EXT_VALUE == 0)
			return 0;
		return (chk - 1 == stm) == (EXT_VALUE > 0) ? MATE - ply : -MATE + ply;
	}
#endif
	if (checks_done()) /* the side that just moved gave its checks */
		return -MATE + ply;
	fs = begin_node(first, &end, &chk, &only);
	for (m = first; m < end; m++) {
		s16 sc;
		if (skip_move(only, m))
			continue;
		foes = fs; /* a child's list replaced it */
		if (!make_legal(m, &u, chk))
			continue;
		any = 1;
		count_check(ck);
		NO_PASS(sv);
		sc = -search(depth - 1, ply + 1, -beta, -alpha, 0);
		PASS_BACK(sv);
		uncount_check(ck);
		unmake(&u);
		if (sc > alpha) {
			alpha = sc;
			if (best)
				*best = *m;
			if (alpha >= beta)
				break;
		}
	}
	move_top = first;
	foe_top = fs;
	foes = fs;
#if PASS_STALEMATE
	if (!any && may_pass()) {
		if (best) { /* the pass, as vm writes it */
			clear_move(best);
			best->from = best->to = pass_square();
		}
		PASS_MAKE(sv);
		count_check(ck);
		alpha = -search(depth ? depth - 1 : 0, ply + 1, -beta, -alpha, 0);
		uncount_check(ck);
		PASS_UNMAKE(sv);
		return alpha;
	}
#endif
	if (!any && !best)
		return royals_safe(stm) ? 0 : -MATE + ply;
	return alpha;
}

s16 search_root(u8 depth, move_t *best)
{
	clear_move(best);
	return search(depth, 0, -MATE - 1, MATE + 1, best);
}

u8 sqname(sq_t s, char *buf)
{
	sq_t row = FIRST_SQ;
	u8 r = 0, n = 0;
	while (s >= row + STRIDE) {
		row += STRIDE;
		r++;
	}
	buf[n++] = 'a' + (s - row);
	r++;
	if (r >= 10) {
		buf[n++] = '1';
		r -= 10;
	}
	buf[n++] = '0' + r;
	return n;
}

void movename(const move_t *m, char *buf)
{
	u8 n;
	if (!m->from && !m->to) {
		buf[0] = '-';
		buf[1] = 0;
		return;
	}
	n = sqname(m->from, buf);
	n += sqname(m->to, buf + n);
	if (m->promo)
		buf[n++] = type_letter[m->promo - 1] + ('a' - 'A');
	buf[n] = 0;
}

static const u32 pow10[] = {1000000000UL, 100000000UL, 10000000UL, 1000000UL,
			    100000UL, 10000UL, 1000UL, 100UL, 10UL, 1UL};

void u32dec(u32 n, char *buf)
{
	u8 i, k = 0, started = 0;
	for (i = 0; i < 10; i++) {
		char d = '0';
		while (n >= pow10[i]) {
			n -= pow10[i];
			d++;
		}
		if (d != '0' || started || i == 9) {
			buf[k++] = d;
			started = 1;
		}
	}
	buf[k] = 0;
}
