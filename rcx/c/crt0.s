; Start-up for a bare H8/300 image run in the GNU simulator: set the
; stack, clear .bss, call main, and exit with the simulator's convention
; (r0 = status << 8, r1 = 0xdead, r2 = 0xbeef, then sleep).
	.section .text
	.global	_start
_start:
	mov.w	#0xff00,r7
	mov.w	#__bss_start,r0
	mov.w	#__bss_end,r1
	sub.w	r2,r2
clear:
	cmp.w	r1,r0
	bcc	cleared
	mov.b	r2l,@r0
	adds	#1,r0
	bra	clear
cleared:
	jsr	@_main
	mov.b	r0l,r0h
	sub.b	r0l,r0l
	mov.w	#0xdead,r1
	mov.w	#0xbeef,r2
	sleep
	bra	cleared
