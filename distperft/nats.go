package distperft

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/betzac/betzac/variants"
)

// The JetStream names betzac uses.
const (
	Stream   = "BETZAC_UNITS"   // the work queue of units
	Subject  = "betzac.units"   // units to count; ".verify" units to recount
	Consumer = "betzac-workers" // the durable pull consumer all workers share
	Results  = "betzac-perft"   // key-value bucket of counts
	Programs = "betzac-programs"
	// RunOver is told to the workers when the run of an embedded server
	// ends, so that they stop (exit 0) before the server goes.
	RunOver = "betzac.run-over"
)

// DefaultAckWait is how long a worker may go without a sign of life
// before its unit goes to another worker.
const DefaultAckWait = 30 * time.Second

// Auth is how a client proves who it is and whom it trusts; empty
// fields mean none.
type Auth struct {
	User, Password string
	Nkey           string // a file holding an nkey user seed ("SU...")
	CA             string // a PEM file of the CAs the server's certificate must chain to
	// Secret, without User or Nkey, connects as SecretUser.
	Secret *Secret
}

// Connect connects to the server at url as a.
func Connect(url, name string, a Auth) (*nats.Conn, error) {
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(-1)}
	if a.User != "" {
		opts = append(opts, nats.UserInfo(a.User, a.Password))
	} else if a.Nkey == "" && a.Secret != nil {
		opts = append(opts, nats.UserInfo(SecretUser, a.Secret.Password()))
	}
	// The nats package reads these files itself, and would block on a FIFO
	// or fill the memory from /dev/zero: betzac's reader refuses them first.
	for flag, file := range map[string]string{"--nkey": a.Nkey, "--tls-ca": a.CA} {
		if _, err := variants.ReadFile(file); file != "" && err != nil {
			return nil, fmt.Errorf("%s %s: %w", flag, file, err)
		}
	}
	if a.Nkey != "" {
		o, err := nats.NkeyOptionFromSeed(a.Nkey)
		if err != nil {
			return nil, fmt.Errorf("--nkey %s: %w", a.Nkey, err)
		}
		opts = append(opts, o)
	}
	if a.CA != "" {
		opts = append(opts, nats.RootCAs(a.CA))
	}
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("connecting to %s: %w", Redact(url), err)
	}
	return nc, nil
}

// NkeyPublic returns the public key of the nkey user seed in file.
func NkeyPublic(file string) (string, error) {
	data, err := variants.ReadFile(file) // a FIFO or /dev/zero is refused
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	kp, err := nkeys.ParseDecoratedNKey(data)
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	defer kp.Wipe()
	pub, err := kp.PublicKey()
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	if !nkeys.IsValidPublicUserKey(pub) {
		return "", fmt.Errorf("%s: not an nkey user seed (it starts SU)", file)
	}
	return pub, nil
}

// Setup creates (or finds) the stream, the consumer and the buckets.
// ackWait 0 is DefaultAckWait.
func Setup(ctx context.Context, js jetstream.JetStream, ackWait time.Duration) error {
	if ackWait <= 0 {
		ackWait = DefaultAckWait
	}
	// The buckets first: a worker that finds the consumer finds them.
	for _, b := range []string{Results, Programs} {
		_, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: b, Storage: jetstream.FileStorage, MaxValueSize: -1})
		if err != nil {
			return fmt.Errorf("bucket %s: %w", b, err)
		}
	}
	_, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: Stream, Subjects: []string{Subject + ".>"},
		Retention: jetstream.WorkQueuePolicy, Storage: jetstream.FileStorage,
	})
	if err != nil {
		return fmt.Errorf("stream %s: %w", Stream, err)
	}
	_, err = js.CreateOrUpdateConsumer(ctx, Stream, jetstream.ConsumerConfig{
		Durable: Consumer, AckPolicy: jetstream.AckExplicitPolicy, AckWait: ackWait,
		MaxAckPending: -1,
	})
	if err != nil {
		return fmt.Errorf("consumer %s: %w", Consumer, err)
	}
	return nil
}

// Embedded is a NATS server with JetStream run in this process.
type Embedded struct {
	*server.Server
}

// ServerConfig is an embedded server's configuration.
type ServerConfig struct {
	Listen string // "host:port", port 0 for any free one
	Dir    string // the JetStream store
	// Clients must give User and Password, or sign with the nkey of one
	// of Nkeys (public user keys), or be SecretUser with Secret's
	// password; with none of them, any client connects.
	Secret         *Secret
	User, Password string
	Nkeys          []string
	// TLSCert and TLSKey, PEM files, make the server require TLS.
	TLSCert, TLSKey string
}

// CheckServerConfig checks cfg as StartServer does before it writes or
// listens anywhere: the listen address, the nkeys, the TLS files.
func CheckServerConfig(cfg ServerConfig) error {
	_, _, err := serverOptions(cfg)
	return err
}

// serverOptions are the server options cfg asks for; port is the port
// asked (0: any).
func serverOptions(cfg ServerConfig) (opts *server.Options, port int, err error) {
	host, portStr, err := net.SplitHostPort(cfg.Listen)
	if err != nil {
		return nil, 0, fmt.Errorf("--listen %q: %w", cfg.Listen, err)
	}
	port, err = strconv.Atoi(portStr)
	if err != nil || port < 0 || port > 65535 {
		return nil, 0, fmt.Errorf("--listen %q: the port must be a number from 0 to 65535", cfg.Listen)
	}
	opts = &server.Options{Host: host, Port: port, JetStream: true, StoreDir: cfg.Dir, NoSigs: true, NoLog: true}
	if port == 0 {
		opts.Port = server.RANDOM_PORT
	}
	if cfg.User != "" {
		opts.Users = []*server.User{{Username: cfg.User, Password: cfg.Password}}
	}
	if cfg.Secret != nil {
		opts.Users = append(opts.Users, &server.User{Username: SecretUser, Password: cfg.Secret.Password()})
	}
	for _, k := range cfg.Nkeys {
		if !nkeys.IsValidPublicUserKey(k) {
			return nil, 0, fmt.Errorf("--allow-nkey %q: not a public nkey of a user (it starts U)", k)
		}
		opts.Nkeys = append(opts.Nkeys, &server.NkeyUser{Nkey: k})
	}
	if cfg.TLSCert != "" || cfg.TLSKey != "" {
		if opts.TLSConfig, err = serverTLS(cfg.TLSCert, cfg.TLSKey); err != nil {
			return nil, 0, err
		}
		opts.TLS, opts.TLSTimeout = true, 5
	}
	return opts, port, nil
}

// StartServer starts a server with JetStream as cfg says.
func StartServer(cfg ServerConfig) (*Embedded, error) {
	opts, port, err := serverOptions(cfg)
	if err != nil {
		return nil, err
	}
	if err := CheckStore(cfg.Dir); err != nil {
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
	return &Embedded{s}, nil
}

// checkStore makes the store's directory if it is missing and checks
// that the server can write there, so that the error names the cause.
func CheckStore(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("--store %s: %w", dir, pathCause(err))
	}
	f, err := os.CreateTemp(dir, ".betzac-write-test-")
	if err != nil {
		return fmt.Errorf("--store %s: cannot write there: %w", dir, pathCause(err))
	}
	f.Close()
	return os.Remove(f.Name())
}

// pathCause is err without the path the message names already.
func pathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// startLog keeps the first error an embedded server logs.
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

// userInfo is the credentials part of a URL ("nats://user:password@").
var userInfo = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`([A-Za-z][A-Za-z0-9+.-]*://)([^/@\s]*)@`) })

// Redact returns s with the passwords and tokens of the URLs in it
// replaced: "nats://u:s3cr3t@h" becomes "nats://u:xxxxx@h", "nats://tok@h"
// "nats://xxxxx@h". Every URL betzac prints goes through it.
func Redact(s string) string {
	return userInfo().ReplaceAllStringFunc(s, func(m string) string {
		sub := userInfo().FindStringSubmatch(m)
		if user, _, ok := strings.Cut(sub[2], ":"); ok {
			return sub[1] + user + ":xxxxx@"
		}
		return sub[1] + "xxxxx@"
	})
}

// serverTLS loads a server's certificate and key.
func serverTLS(certFile, keyFile string) (*tls.Config, error) {
	if certFile == "" || keyFile == "" {
		return nil, errors.New("--tls-cert and --tls-key go together")
	}
	certPEM, err := variants.ReadFile(certFile) // not a FIFO, nor /dev/zero
	if err != nil {
		return nil, fmt.Errorf("--tls-cert %s: %w", certFile, err)
	}
	keyPEM, err := variants.ReadFile(keyFile)
	if err != nil {
		return nil, fmt.Errorf("--tls-key %s: %w", keyFile, err)
	}
	cert, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		return nil, fmt.Errorf("--tls-cert/--tls-key: %w", err)
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil
}

// StopRun tells the workers that the run is over (RunOver), gives them
// a few seconds to leave, and stops the server: a worker that saw the
// server go would take it for a failure.
func (e *Embedded) StopRun(url string, a Auth) {
	if nc, err := Connect(url, "betzac run over", a); err == nil {
		_ = nc.Publish(RunOver, nil)
		_ = nc.Flush()
		nc.Close()
		for deadline := time.Now().Add(3 * time.Second); e.NumClients() > 0 && time.Now().Before(deadline); {
			time.Sleep(50 * time.Millisecond)
		}
	}
	e.Stop()
}

// Stop shuts the server down and waits for it.
func (e *Embedded) Stop() {
	e.Shutdown()
	e.WaitForShutdown()
}
