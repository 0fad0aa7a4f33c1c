package distcli

import (
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"path/filepath"

	"github.com/betzac/betzac/distperft"
	"github.com/betzac/betzac/distperft/distflags"
)

// checkServerFlags checks the flags of the server perft starts (no
// --nats) before anything starts.
func checkServerFlags(s *distflags.Split) error {
	cfg, err := serverConfig(s)
	if err != nil {
		return err
	}
	_, _, err = distperft.CheckServerConfig(cfg)
	return err
}

// prepareStore checks the store's directory of the server perft starts
// (making it if missing) and returns the secret's file.
func prepareStore(s *distflags.Split) (secretFile string, err error) {
	dir, err := storeDir(s.Store)
	if s.NATS == "" {
		if err != nil {
			return "", err
		}
		if err := distperft.CheckStore(dir); err != nil {
			return "", err
		}
	}
	if s.Secret != "" {
		return s.Secret, nil
	}
	if err != nil {
		return "", fmt.Errorf("%v (or name the secret's file: --secret FILE)", err)
	}
	return filepath.Join(dir, distperft.SecretFile), nil
}

// storeDir is the store of the server perft starts: dir, or by default
// one under the user's cache directory.
func storeDir(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("--store: no user cache dir (%v); name a directory", err)
	}
	return filepath.Join(cache, "betzac", "nats"), nil
}

// startServer starts the server (r.Server), says on errOut where it is
// and how workers join it, and returns it with the URL to connect to.
func startServer(r *distflags.PerftRun, auth distperft.Auth, secretFile string, errOut io.Writer) (srv *distperft.ServerProcess, url string, err error) {
	srv, dir, joinURL, err := startServerProcess(r, auth)
	if err != nil {
		return nil, "", err
	}
	url = srv.URL()
	if r.TLSCert != "" {
		url = joinURL // the name the certificate is for
	}
	fmt.Fprintf(errOut, "betzac: NATS server with its store in %s; %s\n  %s\n", dir, whoJoins(&r.Split), joinCommand(&r.Split, joinURL, secretFile))
	if host, _, _ := net.SplitHostPort(r.Listen); !distflags.Loopback(host) && r.User != "" && r.TLSCert == "" {
		fmt.Fprintln(errOut, "betzac: warning: without --tls-cert the password crosses the network in clear")
	}
	return srv, url, nil
}

// whoJoins says who can reach the server perft started.
func whoJoins(s *distflags.Split) string {
	host, _, _ := net.SplitHostPort(s.Listen)
	if distflags.Loopback(host) {
		return fmt.Sprintf("only this machine can join (--listen %s), with:", s.Listen)
	}
	return "other machines join with:"
}

// joinCommand is the worker command line that joins url, with
// placeholders for the secrets (the file named is not one).
func joinCommand(s *distflags.Split, url, secretFile string) string {
	cmd := "betzac worker --nats " + url + " --secret " + secretFile
	if s.User != "" {
		cmd += " --user " + s.User + " --password PASSWORD"
	}
	if s.Nkey != "" || len(s.Allow) > 0 {
		cmd += " --nkey SEED-FILE"
	}
	if s.TLSCert != "" {
		ca := s.TLSCA
		if ca == "" {
			ca = "CA-FILE"
		}
		cmd += " --tls-ca " + ca
	}
	return cmd
}

// startServerProcess starts the server and returns the URL other
// machines reach it by.
func startServerProcess(r *distflags.PerftRun, auth distperft.Auth) (srv *distperft.ServerProcess, dir, joinURL string, err error) {
	if dir, err = storeDir(r.Store); err != nil {
		return nil, "", "", err
	}
	cfg, err := serverConfig(&r.Split)
	if err != nil {
		return nil, "", "", err
	}
	cfg.Store = dir
	cfg.Users = append(cfg.Users, distperft.User{Name: distperft.SecretUser, Password: auth.Secret.Password()})
	if srv, err = distperft.StartServerProcess(r.Server, cfg); err != nil {
		return nil, "", "", err
	}
	u, err := url.Parse(srv.URL())
	if err != nil || u.Port() == "" {
		_ = srv.Stop()
		return nil, "", "", fmt.Errorf("%s printed %q, not the URL it listens on", r.Server, srv.URL())
	}
	host, _, _ := net.SplitHostPort(r.Listen)
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host, _ = os.Hostname()
	}
	scheme := "nats://"
	if r.TLSCert != "" {
		scheme = "tls://"
	}
	return srv, dir, scheme + net.JoinHostPort(host, u.Port()), nil
}

// serverConfig is the server's configuration from the flags, without
// its store and secret.
func serverConfig(s *distflags.Split) (distperft.ServerConfig, error) {
	cfg := distperft.ServerConfig{Listen: s.Listen, Nkeys: s.Allow, TLSCert: s.TLSCert, TLSKey: s.TLSKey}
	if s.User != "" {
		cfg.Users = []distperft.User{{Name: s.User, Password: s.Password}}
	}
	if s.Nkey != "" {
		pub, err := distperft.NkeyPublic(s.Nkey)
		if err != nil {
			return cfg, fmt.Errorf("--nkey %w", err)
		}
		cfg.Nkeys = append(cfg.Nkeys, pub)
	}
	return cfg, nil
}
