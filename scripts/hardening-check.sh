#!/usr/bin/env bash
# `npm run check:hardening [-- http://localhost:3000]`: walks the hardening rules from outside,
# with curl, against a running server (`npm start`), as an attacker or a careless client would.
# Each check prints "ok" or "FAIL" with what it saw; the last line counts them, and the exit
# code is the number of failures. Its lock section leaves ten failed sign-ins on this client
# address: from the third run within an hour its own sign-ins wait out short pauses, and five
# runs within an hour lock the address for 15 minutes. With BRANDCAST_LOG=<the server's output file> it also greps that
# log for the walk-through's secrets. It signs up a fresh account of its own (and locks another one
# on purpose), so run it against a development server, never production.
set -uo pipefail

B="${1:-${BRANDCAST_URL:-http://localhost:3000}}"
B="${B%/}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
PASSED=0
FAILED=0

ok() { PASSED=$((PASSED + 1)); echo "ok    $1"; }
bad() { FAILED=$((FAILED + 1)); echo "FAIL  $1"; }
# check "what" <condition command...>: ok when the command succeeds.
check() { local what="$1"; shift; if "$@"; then ok "$what"; else bad "$what"; fi; }

# req METHOD PATH [curl args...]: the answer's body in $WORK/body, headers in $WORK/head, status in $STATUS.
req() {
  local method="$1" path="$2"; shift 2
  STATUS=$(curl -s -o "$WORK/body" -D "$WORK/head" -w '%{http_code}' -X "$method" "$B$path" "$@")
}
body_has() { grep -q -- "$1" "$WORK/body"; }
head_has() { grep -qi -- "$1" "$WORK/head"; }
is() { [ "$STATUS" = "$1" ]; }
json() { curl -s -H 'content-type: application/json' "$@"; }

STAMP="$(date +%s)-$RANDOM"
EMAIL="walk-$STAMP@example.com"
PASSWORD="walk-through-$STAMP-correct horse"

echo "== against $B"
sign_in() { # jar email password [base URL] -> the credentials callback's answer in $WORK/body
  local jar="$1" base="${4:-$B}" csrf
  csrf=$(curl -s -c "$jar" -b "$jar" "$base/api/auth/csrf" | sed 's/.*"csrfToken":"\([^"]*\)".*/\1/')
  STATUS=$(curl -s -o "$WORK/body" -w '%{http_code}' -X POST "$base/api/auth/callback/credentials" -c "$jar" -b "$jar" -H "origin: $base" \
    --data-urlencode "csrfToken=$csrf" --data-urlencode "email=$2" --data-urlencode "password=$3" -d json=true)
}
# The walk-through's own sign-ins wait out a pause of this client address (left by an earlier run's
# lock section: each run adds ten failures to the address, which is paused from its 21st).
sign_in_patiently() {
  local pause
  for _ in 1 2 3 4 5 6; do
    sign_in "$@"
    pause=$(sed -n 's/.*SignInThrottled%3Adelay%3A\([0-9]*\).*/\1/p' "$WORK/body")
    [ -z "$pause" ] && return
    echo "      (this address is paused for ${pause} s by earlier failures; waiting)"
    sleep "$pause"
  done
}

echo "== 3. password policy, then an account for the walk-through"
for weak in "password123" "$EMAIL" "aaaaaaaaaaaaaaaa"; do
  req POST /api/auth/signup -H 'content-type: application/json' -d "{\"email\":\"$EMAIL\",\"password\":\"$weak\",\"name\":\"Walk\"}"
  check "sign-up refuses the password \"$weak\" with a reason ($STATUS: $(head -c 160 "$WORK/body"))" is 400
done
req POST /api/auth/signup -H 'content-type: application/json' -d "{\"email\":\"$EMAIL\",\"password\":\"$PASSWORD\",\"name\":\"Walk\"}"
check "sign-up with a strong password answers 201" is 201
sign_in_patiently "$WORK/jar" "$EMAIL" "$PASSWORD"
check "sign-in works" grep -q "session-token" "$WORK/jar"

req POST /api/v1/api-keys -b "$WORK/jar" -H "origin: $B" -H 'content-type: application/json' \
  -d '{"name":"Walk-through","scopes":["admin"],"agent_type":"curl","rate_limit_rpm":60,"rate_limit_rpd":1000,"expires_at":null}'
KEY=$(sed -n 's/.*"key":"\(bcst_[^"]*\)".*/\1/p' "$WORK/body")
check "a session creates an API key (201)" is 201
check "6. the raw key's answer is Cache-Control: no-store" head_has "cache-control: no-store"
AUTH=(-H "authorization: Bearer $KEY")
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' -d '{"name":"Walk Coffee","website":"https://walk.example"}'
BRAND=$(sed -n 's/.*"id":"\([0-9a-f-]\{36\}\)".*/\1/p' "$WORK/body" | head -n 1)
check "a brand for the walk-through (201)" is 201

echo "== 1. cost bounded before work"
python3 -c 'import json; print(json.dumps({"content": "a." * 450000, "platforms": ["x_twitter"], "brand_id": "'"$BRAND"'"}))' > "$WORK/huge.json"
START=$(date +%s%N)
req POST /api/v1/posts "${AUTH[@]}" -H 'content-type: application/json' --data-binary @"$WORK/huge.json"
MS=$(( ($(date +%s%N) - START) / 1000000 ))
check "900,000 characters for x_twitter: 4xx in ${MS} ms ($STATUS)" test "${STATUS:0:1}" = 4 -a "$MS" -lt 2000
python3 -c 'import json; print(json.dumps({f"k{i}": 1 for i in range(50000)}))' > "$WORK/keys.json"
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' --data-binary @"$WORK/keys.json"
SIZE=$(wc -c < "$WORK/body")
check "50,000 unknown keys: 400 with a short message ($SIZE bytes)" test "$STATUS" = 400 -a "$SIZE" -lt 4000

echo "== 2. text hygiene"
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' -d '{"name":"Nul\u0000name","website":"https://walk.example"}'
check "a NUL in a brand name: 400 naming the field" eval 'is 400 && body_has name'
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' -d '{"name":"Lone \ud800 surrogate","website":"https://walk.example"}'
check "a lone surrogate in a brand name: 400 naming the field" eval 'is 400 && body_has name'
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' -d '{"name":"\u200b\u200d\u202e","website":"https://walk.example"}'
check "a name of invisible characters only: 400" is 400
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' -d '{"name":"Cafe\u0301 Walk","website":"https://walk.example"}'
check "text is stored NFC-normalised (e + combining accent comes back as é)" eval 'is 201 && grep -q "Café Walk" "$WORK/body"'
req POST /api/v1/posts "${AUTH[@]}" -H 'content-type: application/json' \
  -d "{\"content\":\"Hello\",\"platforms\":[\"x_twitter\"],\"brand_id\":\"$BRAND\",\"image_url\":\"https://x.example/\\u0000.png\"}"
check "a NUL in image_url: 400 naming the field" eval 'is 400 && body_has image_url'

echo "== 5. one error shape"
req PUT /api/v1/brands "${AUTH[@]}"
check "PUT /api/v1/brands: 405 with the envelope and Allow" eval 'is 405 && head_has "^allow:" && body_has "\"error\""'
req GET '/api/v1/%ZZ' "${AUTH[@]}"
check "malformed percent-encoding: 4xx with the envelope ($STATUS)" eval '[ "${STATUS:0:1}" = 4 ] && body_has "\"error\""'
req TRACE /api/v1/brands
check "TRACE: 4xx with the envelope ($STATUS)" eval '[ "${STATUS:0:1}" = 4 ] && body_has "\"error\""'
check "every answer carries X-Request-Id" head_has "^x-request-id:"
req GET /api/v1/brands "${AUTH[@]}" -H "authorization: Bearer bcst_live_second"
check "two Authorization headers: 400" is 400
HOST_URL="${B/localhost/127.0.0.1}"
[ "$HOST_URL" = "$B" ] && HOST_URL="${B/127.0.0.1/localhost}"
# The same server opened under another name than NEXTAUTH_URL's: signed in there, writes there.
sign_in_patiently "$WORK/jar2" "$EMAIL" "$PASSWORD" "$HOST_URL"
STATUS=$(curl -s -o "$WORK/body" -w '%{http_code}' -X POST "$HOST_URL/api/v1/brands" -b "$WORK/jar2" -H "origin: $HOST_URL" \
  -H 'content-type: application/json' -d '{"name":"Other origin","website":"https://walk.example"}')
check "a dashboard write from the app reached by another host name ($HOST_URL): accepted ($STATUS)" is 201
# The app's own host in another scheme, or with user information, is not its origin.
OTHER_SCHEME="${B/#http:/https:}"
[ "$OTHER_SCHEME" = "$B" ] && OTHER_SCHEME="${B/#https:/http:}"
for origin in "https://evil.example" "null" "" "$OTHER_SCHEME" "${B/:\/\//://user@}"; do
  req POST /api/v1/brands -b "$WORK/jar" ${origin:+-H "origin: $origin"} -H 'content-type: application/json' -d '{"name":"Foreign","website":"https://walk.example"}'
  check "a session write with Origin \"${origin:-<none>}\": 403 forbidden_origin" eval 'is 403 && body_has forbidden_origin'
done

echo "== 6. headers"
req GET /sign-in
check "pages: CSP with frame-ancestors 'none'" head_has "content-security-policy:.*frame-ancestors 'none'"
check "pages: X-Frame-Options DENY" head_has "x-frame-options: DENY"
check "pages: nosniff" head_has "x-content-type-options: nosniff"
check "pages: Referrer-Policy" head_has "^referrer-policy:"
req GET /api/v1/brands "${AUTH[@]}"
check "API: no-store and nosniff" eval 'head_has "cache-control: no-store" && head_has "x-content-type-options: nosniff"'

echo "== 7. SSRF"
for url in "http://127.0.0.1/a.png" "http://10.0.0.7/a.png" "http://169.254.169.254/latest/meta-data" "http://[::1]/a.png"; do
  req POST /api/v1/posts "${AUTH[@]}" -H 'content-type: application/json' \
    -d "{\"content\":\"Hello\",\"platforms\":[\"instagram\"],\"brand_id\":\"$BRAND\",\"image_url\":\"$url\"}"
  check "image_url $url: 400" eval 'is 400 && body_has image_url'
done
req POST /api/v1/brands "${AUTH[@]}" -H 'content-type: application/json' -d '{"name":"Loopback site","website":"http://localhost/"}'
LOOP_BRAND=$(sed -n 's/.*"id":"\([0-9a-f-]\{36\}\)".*/\1/p' "$WORK/body" | head -n 1)
req POST "/api/v1/brands/$LOOP_BRAND/voice/extract" "${AUTH[@]}" -H 'content-type: application/json' -d '{"from_website":true}'
check "a website named localhost is not fetched, and the refusal does not say what it resolved to ($STATUS: $(head -c 140 "$WORK/body"))" \
  eval 'is 400 && body_has "address not allowed" && ! body_has "127.0.0.1" && ! body_has "::1"'

echo "== 8. errors an agent can act on"
python3 -c 'print("{\"content\":\"" + "a" * 281 + "\",\"platforms\":[\"x_twitter\"],\"brand_id\":\"'"$BRAND"'\"}")' > "$WORK/long.json"
req POST /api/v1/posts "${AUTH[@]}" -H 'content-type: application/json' --data-binary @"$WORK/long.json"
check "281 characters for X: 400 naming x_twitter (X), limit and details" \
  eval 'is 400 && body_has "x_twitter (X): 281 weighted characters, limit 280" && body_has "\"details\"" && body_has "\"limit\":280"'

echo "== 4. sessions that end"
cp "$WORK/jar" "$WORK/copied"
req GET /api/v1/brands -b "$WORK/copied"
check "the copied cookie works while signed in" is 200
CSRF=$(curl -s -c "$WORK/jar" -b "$WORK/jar" "$B/api/auth/csrf" | sed 's/.*"csrfToken":"\([^"]*\)".*/\1/')
curl -s -o /dev/null -c "$WORK/jar" -b "$WORK/jar" -H "origin: $B" -X POST "$B/api/auth/signout" --data-urlencode "csrfToken=$CSRF" -d json=true
req GET /api/v1/brands -b "$WORK/copied"
check "after sign-out the copied cookie answers 401" is 401
NEW_PASSWORD="$PASSWORD and more"
sign_in_patiently "$WORK/a" "$EMAIL" "$PASSWORD"
sign_in_patiently "$WORK/b" "$EMAIL" "$PASSWORD"
req POST /api/auth/password -b "$WORK/a" -H "origin: $B" -H 'content-type: application/json' \
  -d "{\"current_password\":\"$PASSWORD\",\"new_password\":\"$NEW_PASSWORD\"}"
check "changing the password answers 200 ($STATUS: $(head -c 160 "$WORK/body"))" is 200
req GET /api/v1/brands -b "$WORK/b"
check "changing the password ends the other session (401)" is 401
req GET /api/v1/brands -b "$WORK/a"
check "the session that changed it stays signed in (200)" is 200
req DELETE /api/auth/sessions -b "$WORK/a" -H "origin: $B"
req GET /api/v1/brands -b "$WORK/a"
check "sign out everywhere ends this session too (401)" is 401

echo "== 3. sign-in throttle (a second account, locked on purpose)"
VICTIM="walk-victim-$STAMP@example.com"
json -o /dev/null -X POST "$B/api/auth/signup" -d "{\"email\":\"$VICTIM\",\"password\":\"$PASSWORD\",\"name\":\"Victim\"}"
# A refused attempt is not a failure: the script waits out each pause, as a patient attacker would.
FIRST="" LAST="" WAITED=0
for i in $(seq 1 30); do
  sign_in "$WORK/v" "$VICTIM" "wrong-$i"
  LAST=$(head -c 300 "$WORK/body")
  case "$LAST" in
    *SignInThrottled%3Alock*) break ;;
    *SignInThrottled%3Adelay%3A*)
      [ -z "$FIRST" ] && FIRST=$i
      PAUSE=$(sed -n 's/.*SignInThrottled%3Adelay%3A\([0-9]*\).*/\1/p' <<<"$LAST")
      WAITED=$((WAITED + PAUSE)); sleep "$PAUSE" ;;
  esac
done
check "wrong passwords are paused (first pause at attempt ${FIRST:-never}, ${WAITED} s waited), then locked: $LAST" \
  eval '[ -n "$FIRST" ] && grep -q "SignInThrottled%3Alock" <<<"$LAST"'
sign_in "$WORK/v" "$VICTIM" "$PASSWORD"
check "the right password is refused while locked" grep -q "SignInThrottled" "$WORK/body"

if [ -n "${BRANDCAST_LOG:-}" ]; then
  echo "== 9. logs ($BRANDCAST_LOG, the server's output)"
  SESSION=$(awk '$6 ~ /session-token/ { print $7 }' "$WORK/a" | head -n 1)
  check "the log holds none of this walk-through's passwords" eval '! grep -qF -e "$PASSWORD" -e "$NEW_PASSWORD" "$BRANDCAST_LOG"'
  check "the log holds neither the raw API key nor a session token" \
    eval '[ -n "$KEY" ] && ! grep -qF -e "$KEY" -e "${SESSION:-no-session}" "$BRANDCAST_LOG"'
  check "requests are logged as JSON lines with their request id" grep -q '"request_id":"[0-9a-f-]\{36\}"' "$BRANDCAST_LOG"
fi

echo "$PASSED passed, $FAILED failed"
exit "$FAILED"
