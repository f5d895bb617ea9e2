#!/bin/sh
# Creates the dynamic security plugin's file with the Slipstream server as its admin client, once:
# an existing file is left alone. Run it where Mosquitto runs, before its first start, with the
# server's MQTT_USERNAME and MQTT_PASSWORD in the environment:
#
#   MQTT_USERNAME=slipstream-server MQTT_PASSWORD=… sh init-dynsec.sh [/mosquitto/data/dynamic-security.json]
#
# The server does the rest at its start (roles, the visitors' group, its own right to publish).
set -eu

file="${1:-/mosquitto/data/dynamic-security.json}"
: "${MQTT_USERNAME:?set MQTT_USERNAME to the server's broker user name}"
: "${MQTT_PASSWORD:?set MQTT_PASSWORD to the server's broker password}"

if [ -s "$file" ]; then
  echo "$file exists; leaving it as it is"
  exit 0
fi

mkdir -p "$(dirname "$file")"
mosquitto_ctrl dynsec init "$file" "$MQTT_USERNAME" "$MQTT_PASSWORD" >/dev/null
# Mosquitto started as root runs as the mosquitto user, which rewrites this file on every change.
if [ "$(id -u)" = 0 ] && id mosquitto >/dev/null 2>&1; then
  chown mosquitto:mosquitto "$file"
fi
chmod 600 "$file"
echo "Initialised $file with the admin client $MQTT_USERNAME"
