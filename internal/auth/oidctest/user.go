package oidctest

import (
	"encoding/json"
	"net/http"
)

// handleGetUser and handleSetUser let a browser test running the stand-alone
// fake choose who signs in next: GET or POST /_fake/user with the User JSON.
// No real provider has these endpoints.
func (p *Provider) handleGetUser(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, p.User())
}

func (p *Provider) handleSetUser(w http.ResponseWriter, r *http.Request) {
	var u User
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&u); err != nil || u.Subject == "" {
		http.Error(w, "oidctest: want {\"sub\":…,\"email\":…,\"email_verified\":…,\"name\":…} with a sub", http.StatusBadRequest)
		return
	}
	p.SetUser(u)
	writeJSON(w, http.StatusOK, u)
}
