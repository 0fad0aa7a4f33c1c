// Package natsd runs the NATS server with JetStream that betzac perft
// --split uses when it is given no --nats URL: the betzac-nats command
// (cmd/betzac-nats, Main) in a process of its own, which betzac starts
// and stops.
//
// The model: betzac checks its flags, makes the store and its secret,
// and starts betzac-nats with a distperft.ServerConfig as one JSON
// object on its standard input (keys named after betzac's flags: listen,
// store, users, allow-nkey, tls-cert, tls-key). betzac-nats checks it
// as betzac does, starts the server, and prints one line, the URL it
// listens on (nats://host:port, tls:// with a certificate), once clients
// can connect; if it cannot start it prints the cause on stderr, prints
// no URL and exits 1 (2 for a configuration it cannot read). It then
// waits for the end of its standard input (betzac closes it when the run
// is over, and the system closes it when betzac dies, so the server never
// outlives it) or for SIGINT/SIGTERM, waits at most a few seconds for its
// clients to leave (betzac has told the workers that the run is over,
// distperft.RunOver), and stops the server, which keeps its store for the
// next run.
//
// The server lives outside betzac so that betzac links none of it: the
// initialisation of nats-server's packages cost every betzac command
// about 3 M instructions and 15 MB of binary (issue 31). A guard test
// (cmd/betzac) keeps it so.
package natsd

import (
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/betzac/betzac/distperft"
)

// Server is a NATS server with JetStream run in this process.
type Server struct {
	*server.Server
}

// serverOptions are the server options cfg asks for; port is the port
// asked (0: any).
func serverOptions(cfg distperft.ServerConfig) (opts *server.Options, port int, err error) {
	port, tlsConfig, err := distperft.CheckServerConfig(cfg)
	if err != nil {
		return nil, 0, err
	}
	host, _, _ := net.SplitHostPort(cfg.Listen)
	opts = &server.Options{Host: host, Port: port, JetStream: true, StoreDir: cfg.Store, NoSigs: true, NoLog: true}
	if port == 0 {
		opts.Port = server.RANDOM_PORT
	}
	for _, u := range cfg.Users {
		opts.Users = append(opts.Users, &server.User{Username: u.Name, Password: u.Password})
	}
	for _, k := range cfg.Nkeys {
		opts.Nkeys = append(opts.Nkeys, &server.NkeyUser{Nkey: k})
	}
	if tlsConfig != nil {
		opts.TLSConfig, opts.TLS, opts.TLSTimeout = tlsConfig, true, 5
	}
	return opts, port, nil
}

// Start starts a server as cfg says and returns once clients can
// connect.
func Start(cfg distperft.ServerConfig) (*Server, error) {
	opts, port, err := serverOptions(cfg)
	if err != nil {
		return nil, err
	}
	if err := distperft.CheckStore(cfg.Store); err != nil {
		return nil, err
	}
	if port != 0 { // the cause first: the port taken, the address not this machine's
		l, err := net.Listen("tcp", cfg.Listen)
		if err != nil {
			var oe *net.OpError
			if errors.As(err, &oe) {
				err = oe.Err
			}
			return nil, fmt.Errorf("--listen %s: %w", cfg.Listen, err)
		}
		l.Close()
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("nats server: %w", err)
	}
	log := &startLog{}
	s.SetLogger(log, false, false)
	go s.Start()
	// The server logs why it cannot start (the port taken, the store
	// unusable) and then waits: its first error is the cause.
	for deadline := time.Now().Add(10 * time.Second); !s.ReadyForConnections(100 * time.Millisecond); {
		if msg := log.first(); msg != "" || time.Now().After(deadline) {
			s.Shutdown()
			if msg == "" {
				msg = "not ready after 10s"
			}
			return nil, fmt.Errorf("nats server on %s: %s", cfg.Listen, msg)
		}
	}
	return &Server{s}, nil
}

// leaveTime is how long StopWhenIdle waits for the clients to leave.
const leaveTime = 3 * time.Second

// StopWhenIdle waits until no client is connected (at most leaveTime),
// then stops the server and waits for it.
func (s *Server) StopWhenIdle() {
	for deadline := time.Now().Add(leaveTime); s.NumClients() > 0 && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
	}
	s.Stop()
}

// Stop shuts the server down and waits for it.
func (s *Server) Stop() {
	s.Shutdown()
	s.WaitForShutdown()
}

// startLog keeps the first error a server logs.
type startLog struct {
	mu  sync.Mutex
	err string
}

func (l *startLog) first() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.err
}

func (l *startLog) Errorf(format string, v ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.err == "" {
		l.err = fmt.Sprintf(format, v...)
	}
}

func (l *startLog) Fatalf(format string, v ...any) { l.Errorf(format, v...) }
func (l *startLog) Noticef(string, ...any)         {}
func (l *startLog) Warnf(string, ...any)           {}
func (l *startLog) Debugf(string, ...any)          {}
func (l *startLog) Tracef(string, ...any)          {}
