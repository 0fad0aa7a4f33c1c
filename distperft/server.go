package distperft

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"

	"github.com/nats-io/nkeys"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/variants"
)

// ServerConfig is the configuration of the NATS server betzac runs for
// --split without --nats (the betzac-nats command, package natsd, reads
// it as JSON on its standard input). Its keys are the names of the
// betzac perft flags they come from, and the errors name those flags.
type ServerConfig struct {
	Listen string `json:"listen"` // "host:port", port 0 for any free one
	Store  string `json:"store"`  // the JetStream store's directory
	// Clients must be one of Users with its password, or sign with the
	// nkey of one of Nkeys (public user keys); with neither, any client
	// connects. betzac always adds SecretUser with the Secret's password.
	Users []User   `json:"users,omitempty"`
	Nkeys []string `json:"allow-nkey,omitempty"`
	// TLSCert and TLSKey, PEM files, make the server require TLS.
	TLSCert string `json:"tls-cert,omitempty"`
	TLSKey  string `json:"tls-key,omitempty"`
}

// A User is a NATS user name and its password.
type User struct {
	Name     string `json:"user"`
	Password string `json:"password"`
}

// CheckServerConfig checks cfg as the server does before it writes or
// listens anywhere: the listen address, the users, the nkeys, the TLS
// files. It returns the port asked (0: any) and the TLS configuration
// (nil: none).
func CheckServerConfig(cfg ServerConfig) (port int, tlsConfig *tls.Config, err error) {
	_, portStr, err := net.SplitHostPort(cfg.Listen)
	if err != nil {
		return 0, nil, fmt.Errorf("--listen %q: %w", cfg.Listen, err)
	}
	port, err = strconv.Atoi(portStr)
	if err != nil || port < 0 || port > 65535 {
		return 0, nil, fmt.Errorf("--listen %q: the port must be a number from 0 to 65535", cfg.Listen)
	}
	for i, u := range cfg.Users {
		if u.Name == "" || u.Password == "" {
			return 0, nil, fmt.Errorf("users[%d]: a user needs a name and a password", i)
		}
	}
	for _, k := range cfg.Nkeys {
		if !nkeys.IsValidPublicUserKey(k) {
			return 0, nil, fmt.Errorf("--allow-nkey %q: not a public nkey of a user (it starts U)", k)
		}
	}
	if cfg.TLSCert != "" || cfg.TLSKey != "" {
		if tlsConfig, err = serverTLS(cfg.TLSCert, cfg.TLSKey); err != nil {
			return 0, nil, err
		}
	}
	return port, tlsConfig, nil
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

// CheckStore makes the store's directory if it is missing and checks
// that the server can write there, so that the error names the cause.
func CheckStore(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("--store %s: %w", dir, distflags.PathCause(err))
	}
	f, err := os.CreateTemp(dir, ".betzac-write-test-")
	if err != nil {
		return fmt.Errorf("--store %s: cannot write there: %w", dir, distflags.PathCause(err))
	}
	f.Close()
	return os.Remove(f.Name())
}
