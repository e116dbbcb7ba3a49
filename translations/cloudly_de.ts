<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>the approved report names no image digest; a release-authorization attestation is bound to the OCI index digest</source>
        <translation>der freigegebene Bericht nennt keinen Image-Digest; eine release-authorization-Bescheinigung ist an den OCI-Index-Digest gebunden</translation>
    </message>
    <message>
        <source>the request&apos;s %1 is %2, the approved one %3</source>
        <translation>%1 der Anfrage ist %2, freigegeben wurde %3</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <source>Recorded by this console, not by Cloudly. Status: **%1**.</source>
        <translation>Von dieser Konsole festgehalten, nicht von Cloudly. Status: **%1**.</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(unlesbar)</translation>
    </message>
    <message>
        <source>approvals carry over: the approved facts are the same</source>
        <translation>Freigaben gelten weiter: die freigegebenen Fakten sind dieselben</translation>
    </message>
    <message>
        <source>approvals void: %1 changed</source>
        <translation>Freigaben ungültig: %1 geändert</translation>
    </message>
    <message>
        <source>receipt %1: %2</source>
        <translation>Beleg %1: %2</translation>
    </message>
    <message>
        <source>no GO receipt is for exactly this request (service, revision, version, intent and image): run the preflight and have it approved first</source>
        <translation>kein GO-Beleg gehört genau zu dieser Anfrage (Dienst, Revision, Version, Absicht und Image): führen Sie den Preflight aus und lassen Sie ihn zuerst freigeben</translation>
    </message>
</context>
<context>
    <name>BackupCoverage</name>
    <message>
        <source>in the future</source>
        <translation>in der Zukunft</translation>
    </message>
    <message>
        <source>%1 old</source>
        <translation>%1 alt</translation>
    </message>
    <message>
        <source>most recent backup %1 failed%2</source>
        <translation>neuestes Backup %1 fehlgeschlagen%2</translation>
    </message>
    <message>
        <source>most recent backup %1 has an unknown status &quot;%2&quot; (not counted)</source>
        <translation>neuestes Backup %1 hat einen unbekannten Status &quot;%2&quot; (nicht gezählt)</translation>
    </message>
    <message>
        <source>most recent backup %1 is %2</source>
        <translation>neuestes Backup %1 ist %2</translation>
    </message>
    <message>
        <source>no good backup (ready, replicating, replicated, restoring or restored)</source>
        <translation>kein gutes Backup (bereit, wird repliziert, repliziert, wird wiederhergestellt oder wiederhergestellt)</translation>
    </message>
    <message>
        <source>no backup at all</source>
        <translation>überhaupt kein Backup</translation>
    </message>
    <message>
        <source>latest good backup %1 is %2 (maximum %3)</source>
        <translation>letztes gutes Backup %1 ist %2 (maximal %3)</translation>
    </message>
    <message>
        <source>volume %1 (%2) is not in latest good backup %3</source>
        <translation>Volume %1 (%2) ist nicht im letzten guten Backup %3</translation>
    </message>
    <message>
        <source>latest good backup %1 is dated in the future (%2 ahead of this machine&apos;s clock)</source>
        <translation>die neueste gute Sicherung %1 ist in die Zukunft datiert (%2 vor der Uhr dieses Rechners)</translation>
    </message>
</context>
<context>
    <name>BackupRows</name>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>unbekannt (%1)</translation>
    </message>
</context>
<context>
    <name>ClearButton</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation>Den Text leeren</translation>
    </message>
</context>
<context>
    <name>FallbackSecretStore</name>
    <message>
        <source>Secrets are kept in memory only for this run: %1</source>
        <translation>Geheimnisse werden nur für diese Sitzung im Arbeitsspeicher gehalten: %1</translation>
    </message>
    <message>
        <source>the keychain lost an entry right after storing it</source>
        <translation>der Schlüsselbund hat einen Eintrag direkt nach dem Speichern verloren</translation>
    </message>
    <message>
        <source>the keychain returned a different value than was stored</source>
        <translation>der Schlüsselbund hat einen anderen Wert zurückgegeben als gespeichert</translation>
    </message>
</context>
<context>
    <name>Features</name>
    <message>
        <source>this server does not offer %1: it has no method &quot;%2&quot; (it answered &quot;no available method&quot;). If your Cloudly names it differently, set the name in the profile&apos;s settings (see README, &quot;Method names&quot;).</source>
        <translation>dieser Server bietet keine %1 an: Er hat keine Methode &quot;%2&quot; (er antwortete &quot;no available method&quot;). Wenn Ihr Cloudly sie anders benennt, legen Sie den Namen in den Einstellungen des Profils fest (siehe README, &quot;Method names&quot;).</translation>
    </message>
</context>
<context>
    <name>FleetQueries</name>
    <message>
        <source>backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>BaseOS nodes</source>
        <translation>BaseOS-Knoten</translation>
    </message>
    <message>
        <source>BaseOS image builds</source>
        <translation>BaseOS-Image-Builds</translation>
    </message>
    <message>
        <source>server settings</source>
        <translation>Servereinstellungen</translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot; (use one of %2)</source>
        <translation>unbekannter Anbieter &quot;%1&quot; (verwenden Sie einen von %2)</translation>
    </message>
    <message>
        <source>provider connection tests</source>
        <translation>Verbindungstests für Anbieter</translation>
    </message>
</context>
<context>
    <name>FleetRows</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>update failed</source>
        <translation>Aktualisierung fehlgeschlagen</translation>
    </message>
    <message>
        <source>downloading %1%</source>
        <translation>wird heruntergeladen %1%</translation>
    </message>
    <message>
        <source>update pending</source>
        <translation>Aktualisierung ausstehend</translation>
    </message>
    <message>
        <source>downloaded</source>
        <translation>heruntergeladen</translation>
    </message>
    <message>
        <source>up to date</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>reachable</source>
        <translation>erreichbar</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>the keychain has no such entry</source>
        <translation>der Schlüsselbund hat keinen solchen Eintrag</translation>
    </message>
    <message>
        <source>the keychain entry could not be deleted</source>
        <translation>der Schlüsselbund-Eintrag konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <source>access to the keychain was denied by the user</source>
        <translation>der Zugriff auf den Schlüsselbund wurde vom Benutzer verweigert</translation>
    </message>
    <message>
        <source>access to the keychain was denied (is it locked?)</source>
        <translation>der Zugriff auf den Schlüsselbund wurde verweigert (ist er gesperrt?)</translation>
    </message>
    <message>
        <source>no system keychain is available</source>
        <translation>kein System-Schlüsselbund verfügbar</translation>
    </message>
    <message>
        <source>the system keychain is not supported on this platform</source>
        <translation>der System-Schlüsselbund wird auf dieser Plattform nicht unterstützt</translation>
    </message>
    <message>
        <source>the system keychain failed</source>
        <translation>der System-Schlüsselbund ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the keyring has no unlocked default collection (is it locked?)</source>
        <translation>der Schlüsselbund hat keine entsperrte Standardsammlung (ist er gesperrt?)</translation>
    </message>
    <message>
        <source>no Secret Service provider (such as gnome-keyring or KWallet) is running in this D-Bus session</source>
        <translation>in dieser D-Bus-Sitzung läuft kein Secret-Service-Anbieter (z. B. gnome-keyring oder KWallet)</translation>
    </message>
    <message>
        <source>the system keychain cannot be reached (no D-Bus session bus?)</source>
        <translation>der System-Schlüsselbund ist nicht erreichbar (kein D-Bus-Sitzungsbus?)</translation>
    </message>
    <message>
        <source>the system keychain did not answer within %1 seconds</source>
        <translation>der System-Schlüsselbund hat nicht innerhalb von %1 Sekunden geantwortet</translation>
    </message>
    <message>
        <source>Secrets are stored in the system keychain.</source>
        <translation>Geheimnisse werden im System-Schlüsselbund gespeichert.</translation>
    </message>
</context>
<context>
    <name>Permission</name>
    <message>
        <source>not logged in: connect and log in first</source>
        <translation>nicht angemeldet: zuerst verbinden und anmelden</translation>
    </message>
    <message>
        <source>only Cloudly admins can %1; you are logged in as %2 (role %3)</source>
        <translation>nur Cloudly-Admins können %1; Sie sind als %2 angemeldet (Rolle %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>this server does not offer the method %1</source>
        <translation>dieser Server bietet die Methode %1 nicht an</translation>
    </message>
    <message>
        <source>offline: the console shows cached data</source>
        <translation>offline: die Konsole zeigt zwischengespeicherte Daten</translation>
    </message>
    <message>
        <source>offline: the console shows cached data from %1</source>
        <translation>offline: die Konsole zeigt zwischengespeicherte Daten von %1</translation>
    </message>
    <message>
        <source>the preflight report is NO-GO</source>
        <translation>der Preflight-Bericht ist NO-GO</translation>
    </message>
    <message>
        <source>the preflight report is NO-GO: %1</source>
        <translation>der Preflight-Bericht ist NO-GO: %1</translation>
    </message>
    <message>
        <source>%1 is not a deployment capability (known: %2)</source>
        <translation>%1 ist keine Deployment-Fähigkeit (bekannt: %2)</translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds %2 on service %3: %4</source>
        <translation>kann nicht feststellen, ob %1 %2 für den Dienst %3 hat: %4</translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds %2 on service %3: the server lists no user %1</source>
        <translation>kann nicht feststellen, ob %1 %2 für den Dienst %3 hat: der Server führt keinen Benutzer %1</translation>
    </message>
    <message>
        <source>%1 holds %2 on service %3 (grants there: %4)</source>
        <translation>%1 hat %2 für den Dienst %3 (Berechtigungen dort: %4)</translation>
    </message>
    <message>
        <source>%1 lacks %2 on service %3: it holds no grant on that service</source>
        <translation>%1 fehlt %2 für den Dienst %3: er hat dort keine Berechtigung</translation>
    </message>
    <message>
        <source>%1 lacks %2 on service %3: it holds only %4 there</source>
        <translation>%1 fehlt %2 für den Dienst %3: er hat dort nur %4</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>name: must not be empty</source>
        <translation>name: darf nicht leer sein</translation>
    </message>
    <message>
        <source>name: must not start or end with spaces</source>
        <translation>name: darf nicht mit Leerzeichen beginnen oder enden</translation>
    </message>
    <message>
        <source>name: must be at most %1 characters long</source>
        <translation>name: darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <source>name: must not contain &apos;/&apos; or &apos;\&apos;</source>
        <translation>name: darf weder &apos;/&apos; noch &apos;\&apos; enthalten</translation>
    </message>
    <message>
        <source>name: must not contain control characters</source>
        <translation>name: darf keine Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>url: must not be empty</source>
        <translation>url: darf nicht leer sein</translation>
    </message>
    <message>
        <source>url: is not a valid URL (%1)</source>
        <translation>url: ist keine gültige URL (%1)</translation>
    </message>
    <message>
        <source>url: needs a scheme (ws, wss, http or https), e.g. wss://cloudly.example.com</source>
        <translation>url: benötigt ein Schema (ws, wss, http oder https), z. B. wss://cloudly.example.com</translation>
    </message>
    <message>
        <source>url: scheme must be ws, wss, http or https, not &apos;%1&apos;</source>
        <translation>url: Schema muss ws, wss, http oder https sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>url: needs a host, e.g. wss://cloudly.example.com</source>
        <translation>url: benötigt einen Host, z. B. wss://cloudly.example.com</translation>
    </message>
    <message>
        <source>url: must not contain a user name or password; use the profile&apos;s login fields</source>
        <translation>url: darf keinen Benutzernamen und kein Passwort enthalten; verwenden Sie die Anmeldefelder des Profils</translation>
    </message>
    <message>
        <source>allowInsecureRemote: %1 sends credentials unencrypted to a remote host; use wss/https or explicitly allow insecure connections for this profile</source>
        <translation>allowInsecureRemote: %1 sendet Anmeldedaten unverschlüsselt an einen entfernten Host; verwenden Sie wss/https oder erlauben Sie unsichere Verbindungen für dieses Profil ausdrücklich</translation>
    </message>
    <message>
        <source>username: is required for admin password login</source>
        <translation>username: ist für die Anmeldung mit Admin-Passwort erforderlich</translation>
    </message>
    <message>
        <source>pinnedCertificateSha256: must be a SHA-256 fingerprint of 64 lower-case hex digits (got %1 characters)</source>
        <translation>pinnedCertificateSha256: muss ein SHA-256-Fingerabdruck aus 64 kleingeschriebenen Hexadezimalziffern sein (erhalten: %1 Zeichen)</translation>
    </message>
    <message>
        <source>name: a profile called &apos;%1&apos; already exists</source>
        <translation>name: ein Profil namens &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <source>file: could not write the settings file %1</source>
        <translation>file: die Einstellungsdatei %1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>name: there is no profile called &apos;%1&apos;</source>
        <translation>name: es gibt kein Profil namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>DEVELOPMENT</source>
        <translation>ENTWICKLUNG</translation>
    </message>
    <message>
        <source>STAGING</source>
        <translation>STAGING</translation>
    </message>
    <message>
        <source>PRODUCTION</source>
        <translation>PRODUKTION</translation>
    </message>
</context>
<context>
    <name>RequestGuard</name>
    <message>
        <source>profile %1 is read-only</source>
        <translation>Profil %1 ist schreibgeschützt</translation>
    </message>
    <message>
        <source>profile %1 is protected: confirm a change by naming the profile (cloudlyctl: --confirm-profile %1)</source>
        <translation>Profil %1 ist geschützt: bestätigen Sie eine Änderung mit dem Profilnamen (cloudlyctl: --confirm-profile %1)</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>internal error: empty secret key</source>
        <translation>interner Fehler: leerer Geheimnisschlüssel</translation>
    </message>
    <message>
        <source>Secrets are kept in memory only for this run.</source>
        <translation>Geheimnisse werden nur für diese Sitzung im Speicher gehalten.</translation>
    </message>
</context>
<context>
    <name>TlsTrust</name>
    <message>
        <source>no CA certificate file given</source>
        <translation>keine CA-Zertifikatsdatei angegeben</translation>
    </message>
    <message>
        <source>cannot read the CA certificate file %1: %2</source>
        <translation>die CA-Zertifikatsdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>sie ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>the CA certificate file %1 is larger than 16 MB: not a PEM certificate bundle</source>
        <translation>die CA-Zertifikatsdatei %1 ist größer als 16 MB: keine PEM-Zertifikatssammlung</translation>
    </message>
    <message>
        <source>the CA certificate file %1 holds no PEM certificate (expected &quot;-----BEGIN CERTIFICATE-----&quot;)</source>
        <translation>die CA-Zertifikatsdatei %1 enthält kein PEM-Zertifikat (erwartet: &quot;-----BEGIN CERTIFICATE-----&quot;)</translation>
    </message>
</context>
<context>
    <name>cloudly-demo-server</name>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation>Port, auf dem gelauscht wird (0: beliebiger freier Port).</translation>
    </message>
    <message>
        <source>Generate an inventory of N services (0: fixture only).</source>
        <translation>Einen Bestand von N Diensten erzeugen (0: nur Fixture).</translation>
    </message>
    <message>
        <source>Generate M deployments (0: fixture only).</source>
        <translation>M Bereitstellungen erzeugen (0: nur Fixture).</translation>
    </message>
    <message>
        <source>Fixture JSON file (default: the bundled demo data).</source>
        <translation>Fixture-JSON-Datei (Standard: die mitgelieferten Demodaten).</translation>
    </message>
    <message>
        <source>Delay every reply by MS milliseconds.</source>
        <translation>Jede Antwort um MS Millisekunden verzögern.</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation>Ungültiger Wert für --%1: %2</translation>
    </message>
    <message>
        <source>Enable the test-only fault switches (sendInvalidUtf8, pauseSocket).</source>
        <translation>Die nur für Tests gedachten Fehlerschalter aktivieren (sendInvalidUtf8, pauseSocket).</translation>
    </message>
    <message>
        <source>Local Cloudly demo server (TypedSocket over WebSocket on 127.0.0.1; wss:// with --tls-cert).</source>
        <translation>Lokaler Cloudly-Demo-Server (TypedSocket über WebSocket auf 127.0.0.1; wss:// mit --tls-cert).</translation>
    </message>
    <message>
        <source>Serve wss:// with this PEM certificate (chain); needs --tls-key.</source>
        <translation>wss:// mit diesem PEM-Zertifikat (bzw. dieser Kette) anbieten; braucht --tls-key.</translation>
    </message>
    <message>
        <source>The unencrypted PEM private key of --tls-cert.</source>
        <translation>Der unverschlüsselte private PEM-Schlüssel zu --tls-cert.</translation>
    </message>
    <message>
        <source>--tls-cert and --tls-key go together</source>
        <translation>--tls-cert und --tls-key gehören zusammen</translation>
    </message>
    <message>
        <source>Serve a Cloudly without backups, BaseOS and settings methods (they answer &quot;no available method&quot;).</source>
        <translation>Ein Cloudly ohne Methoden für Backups, BaseOS und Einstellungen bereitstellen (sie antworten &quot;no available method&quot;).</translation>
    </message>
    <message>
        <source>Change P % of the deployments in every getDeployments reply after the first (measurements of changing data; 0: never).</source>
        <translation>Ändert P % der Deployments in jeder getDeployments-Antwort nach der ersten (Messungen sich ändernder Daten; 0: nie).</translation>
    </message>
    <message>
        <source>With --churn-percent: change the data in this many replies, then keep it; prints &quot;CHURN-DONE&quot; on stdout after the last (0: no limit).</source>
        <translation>Mit --churn-percent: ändert die Daten in so vielen Antworten und behält sie danach bei; gibt nach der letzten &quot;CHURN-DONE&quot; auf stdout aus (0: keine Begrenzung).</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2 (a percentage, 0 to 100)</source>
        <translation>Ungültiger Wert für --%1: %2 (ein Prozentsatz von 0 bis 100)</translation>
    </message>
    <message>
        <source>Append what the server does to FILE, one JSON object a line: each change of --churn-percent, each accepted connection, each login, each drop. Started again on the same FILE, the server resumes its changed data from it (soak tests).</source>
        <translation>Hängt an DATEI an, was der Server tut, ein JSON-Objekt pro Zeile: jede Änderung von --churn-percent, jede angenommene Verbindung, jede Anmeldung, jeden Abbruch. Mit derselben DATEI neu gestartet, setzt der Server seine geänderten Daten daraus fort (Dauertests).</translation>
    </message>
    <message>
        <source>Drop every connection every S seconds, as a broken link would (TCP closed without a close frame; 0: never).</source>
        <translation>Alle S Sekunden jede Verbindung abbrechen, wie es eine gestörte Leitung täte (TCP geschlossen ohne Close-Frame; 0: nie).</translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2 (seconds, 0.1 to 86400, or 0)</source>
        <translation>Ungültiger Wert für --%1: %2 (Sekunden, 0,1 bis 86400, oder 0)</translation>
    </message>
    <message>
        <source>Also answer getUsers (users and their deployment grants; admin only).</source>
        <translation>Auch getUsers beantworten (Benutzer und ihre Deployment-Berechtigungen; nur für Admins).</translation>
    </message>
</context>
<context>
    <name>cloudly::core</name>
    <message>
        <source>%1: no data yet</source>
        <translation>%1: noch keine Daten</translation>
    </message>
    <message>
        <source>no gaps</source>
        <translation>keine Lücken</translation>
    </message>
    <message>
        <source>1 gap (not connected)</source>
        <translation>1 Lücke (nicht verbunden)</translation>
    </message>
    <message>
        <source>%1 gaps (not connected)</source>
        <translation>%1 Lücken (nicht verbunden)</translation>
    </message>
    <message>
        <source>%1: latest %2 at %3; lowest %4, highest %5 from %6 to %7; %8</source>
        <translation>%1: zuletzt %2 um %3; niedrigster Wert %4, höchster %5 von %6 bis %7; %8</translation>
    </message>
</context>
<context>
    <name>cloudly::core::Alert</name>
    <message>
        <source>Task failed</source>
        <translation>Task fehlgeschlagen</translation>
    </message>
    <message>
        <source>Task unhealthy</source>
        <translation>Task nicht gesund</translation>
    </message>
    <message>
        <source>Preflight NO-GO</source>
        <translation>Preflight NO-GO</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>task %1: %2 → %3</source>
        <translation>Task %1: %2 → %3</translation>
    </message>
    <message>
        <source>task %1 on node %2: %3 → %4</source>
        <translation>Task %1 auf Knoten %2: %3 → %4</translation>
    </message>
    <message>
        <source>preflight: %1 → %2</source>
        <translation>Preflight: %1 → %2</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no health</source>
        <translation>kein Zustand</translation>
    </message>
    <message>
        <source>Backup coverage %1</source>
        <translation>Sicherungsabdeckung %1</translation>
    </message>
    <message>
        <source>backup coverage: %1 → %2</source>
        <translation>Sicherungsabdeckung: %1 → %2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
</context>
<context>
    <name>cloudly::core::AlertEngine</name>
    <message numerus="yes">
        <source>%1: %n more alert(s)</source>
        <translation>
            <numerusform>%1: %n weitere Meldung(en)</numerusform>
            <numerusform>%1: %n weitere Meldung(en)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more alert(s) for watched services</source>
        <translation>
            <numerusform>%n weitere Meldung(en) für beobachtete Dienste</numerusform>
            <numerusform>%n weitere Meldung(en) für beobachtete Dienste</numerusform>
        </translation>
    </message>
    <message>
        <source>Latest: %1 — %2</source>
        <translation>Zuletzt: %1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::core::AlertFilter</name>
    <message>
        <source>Unknown alert filter &quot;%1&quot;: use one of %2.</source>
        <translation>Unbekannter Meldungsfilter &quot;%1&quot;: Verwenden Sie einen von %2.</translation>
    </message>
</context>
<context>
    <name>cloudly::core::AlertListModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <source>Notified</source>
        <translation>Benachrichtigt</translation>
    </message>
</context>
<context>
    <name>cloudly::core::BackupsModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Original size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Stored size</source>
        <translation>Gespeicherte Größe</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <source>Replication</source>
        <translation>Replikation</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Angefordert von</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>How long ago the backup was taken</source>
        <translation>Wie lange die Erstellung des Backups zurückliegt</translation>
    </message>
    <message>
        <source>Size of the data backed up (sum of the snapshots)</source>
        <translation>Größe der gesicherten Daten (Summe der Snapshots)</translation>
    </message>
    <message>
        <source>Size stored after compression and deduplication (sum of the snapshots)</source>
        <translation>Gespeicherte Größe nach Komprimierung und Deduplizierung (Summe der Snapshots)</translation>
    </message>
    <message>
        <source>Where the backup was replicated to (target type and path)</source>
        <translation>Wohin das Backup repliziert wurde (Zieltyp und Pfad)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::BaseOsNodesModel</name>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Runtime level</source>
        <translation>Laufzeitstufe</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>OS version</source>
        <translation>OS-Version</translation>
    </message>
    <message>
        <source>Supervisor version</source>
        <translation>Supervisor-Version</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisierung</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>Applied release</source>
        <translation>Angewendetes Release</translation>
    </message>
    <message>
        <source>Desired release</source>
        <translation>Gewünschtes Release</translation>
    </message>
    <message>
        <source>Heartbeat</source>
        <translation>Heartbeat</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>Veraltet</translation>
    </message>
    <message>
        <source>The node&apos;s connection to this Cloudly, as it reports it</source>
        <translation>Die Verbindung des Knotens zu diesem Cloudly, wie er sie meldet</translation>
    </message>
    <message>
        <source>Whether the node reaches its balena supervisor</source>
        <translation>Ob der Knoten seinen balena-Supervisor erreicht</translation>
    </message>
    <message>
        <source>Time since the last heartbeat</source>
        <translation>Zeit seit dem letzten Heartbeat</translation>
    </message>
    <message>
        <source>No heartbeat for longer than the profile&apos;s limit (10 min by default)</source>
        <translation>Kein Heartbeat für länger als das Limit des Profils (standardmäßig 10 min)</translation>
    </message>
    <message>
        <source>not stale</source>
        <translation>nicht veraltet</translation>
    </message>
</context>
<context>
    <name>cloudly::core::Bundle</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the reply is not a JSON object</source>
        <translation>die Antwort ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>element %1 of %2 does not end</source>
        <translation>Element %1 von %2 endet nicht</translation>
    </message>
    <message>
        <source>element %1 of %2 is not a JSON object</source>
        <translation>Element %1 von %2 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>member %1 is not JSON</source>
        <translation>Eintrag %1 ist kein JSON</translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleCollector</name>
    <message>
        <source>the reply of %1 cannot be kept: %2</source>
        <translation>die Antwort von %1 kann nicht aufgenommen werden: %2</translation>
    </message>
    <message>
        <source>approval %1 of receipt %2 left out: not JSON</source>
        <translation>Freigabe %1 des Belegs %2 weggelassen: kein JSON</translation>
    </message>
    <message>
        <source>receipt %1 left out: %2</source>
        <translation>Beleg %1 weggelassen: %2</translation>
    </message>
    <message>
        <source>the journal was left out: %1</source>
        <translation>das Journal wurde weggelassen: %1</translation>
    </message>
    <message>
        <source>there is no offline copy of profile &quot;%1&quot;</source>
        <translation>es gibt keine Offline-Kopie des Profils „%1“</translation>
    </message>
    <message>
        <source>%1 is not in the offline copy</source>
        <translation>%1 ist nicht in der Offline-Kopie</translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleReader</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>not a zip archive (%1)</source>
        <translation>kein Zip-Archiv (%1)</translation>
    </message>
    <message>
        <source>the archive is damaged after %1: %2</source>
        <translation>das Archiv ist nach %1 beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is not a plain file</source>
        <translation>%1 ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>the entry name &quot;%1&quot; leaves the bundle</source>
        <translation>der Eintragsname „%1“ verlässt das Paket</translation>
    </message>
    <message>
        <source>%1 is in the archive twice</source>
        <translation>%1 ist zweimal im Archiv</translation>
    </message>
    <message>
        <source>more than %1 files</source>
        <translation>mehr als %1 Dateien</translation>
    </message>
    <message>
        <source>%1 is too big (%2; at most %3)</source>
        <translation>%1 ist zu groß (%2; höchstens %3)</translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation>%1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>%1 is too big (more than %2)</source>
        <translation>%1 ist zu groß (mehr als %2)</translation>
    </message>
    <message>
        <source>the bundle unpacks to more than %1</source>
        <translation>das Paket entpackt sich zu mehr als %1</translation>
    </message>
    <message>
        <source>the archive is empty: no manifest.json</source>
        <translation>das Archiv ist leer: keine manifest.json</translation>
    </message>
    <message>
        <source>%1 is not a usable support bundle: %2</source>
        <translation>%1 ist kein brauchbares Support-Paket: %2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>the file is too big (%1; at most %2)</source>
        <translation>die Datei ist zu groß (%1; höchstens %2)</translation>
    </message>
    <message>
        <source>no manifest.json in the archive</source>
        <translation>keine manifest.json im Archiv</translation>
    </message>
    <message>
        <source>manifest.json is not JSON: %1 at byte %2</source>
        <translation>manifest.json ist kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>manifest.json is not a JSON object</source>
        <translation>manifest.json ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>manifest.json does not say it is a support bundle (no format)</source>
        <translation>manifest.json sagt nicht, dass es ein Support-Paket ist (kein format)</translation>
    </message>
    <message>
        <source>manifest.json is of another kind (format &quot;%1&quot;, not &quot;%2&quot;)</source>
        <translation>manifest.json ist von anderer Art (format „%1“, nicht „%2“)</translation>
    </message>
    <message>
        <source>support bundle version %1 is not supported (this console reads version %2)</source>
        <translation>Support-Paket-Version %1 wird nicht unterstützt (diese Konsole liest Version %2)</translation>
    </message>
    <message>
        <source>manifest.json: inventory.source is &quot;%1&quot;, not live or offline-copy</source>
        <translation>manifest.json: inventory.source ist „%1“, nicht live oder offline-copy</translation>
    </message>
    <message>
        <source>manifest.json: createdAt or inventory.asOf is not a time</source>
        <translation>manifest.json: createdAt oder inventory.asOf ist keine Zeitangabe</translation>
    </message>
    <message>
        <source>manifest.json has no list of files</source>
        <translation>manifest.json hat keine Liste der Dateien</translation>
    </message>
    <message>
        <source>manifest.json lists a file without a path</source>
        <translation>manifest.json nennt eine Datei ohne Pfad</translation>
    </message>
    <message>
        <source>manifest.json lists %1, which is missing from the archive</source>
        <translation>manifest.json nennt %1, das im Archiv fehlt</translation>
    </message>
    <message>
        <source>%1 is damaged: %2 bytes, the manifest says %3</source>
        <translation>%1 ist beschädigt: %2 Bytes, laut Manifest %3</translation>
    </message>
    <message>
        <source>%1 is damaged: its SHA-256 is not the one in the manifest</source>
        <translation>%1 ist beschädigt: seine SHA-256-Summe ist nicht die aus dem Manifest</translation>
    </message>
    <message>
        <source>%1 is in the archive but not in the manifest</source>
        <translation>%1 ist im Archiv, aber nicht im Manifest</translation>
    </message>
    <message>
        <source>no about.json in the bundle</source>
        <translation>keine about.json im Paket</translation>
    </message>
    <message>
        <source>about.json is not a JSON object</source>
        <translation>about.json ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation>%1 ist kein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleReplySource</name>
    <message>
        <source>support bundle of %1, as of %2</source>
        <translation>Support-Paket von %1, Stand %2</translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation>(kein Profil)</translation>
    </message>
    <message>
        <source>support bundle</source>
        <translation>Support-Paket</translation>
    </message>
    <message>
        <source>%1: %2 is not sent anywhere</source>
        <translation>%1: %2 wird nirgendwohin gesendet</translation>
    </message>
    <message>
        <source>the bundle&apos;s %1 cannot be read</source>
        <translation>%1 des Pakets kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleWriter</name>
    <message>
        <source>cannot create a zip archive: %1</source>
        <translation>kein Zip-Archiv anlegbar: %1</translation>
    </message>
    <message>
        <source>cannot start the archive: %1</source>
        <translation>das Archiv kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>cannot add %1: %2</source>
        <translation>%1 kann nicht hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot finish the archive: %1</source>
        <translation>das Archiv kann nicht abgeschlossen werden: %1</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ClusterTreeModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Role / platform</source>
        <translation>Rolle / Plattform</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Unknown nodes</source>
        <translation>Unbekannte Knoten</translation>
    </message>
    <message>
        <source>no nodes</source>
        <translation>keine Knoten</translation>
    </message>
    <message>
        <source>%1/%2 online</source>
        <translation>%1/%2 online</translation>
    </message>
    <message>
        <source>nodes that are in no cluster</source>
        <translation>Knoten, die zu keinem Cluster gehören</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n Aufgabe</numerusform>
            <numerusform>%n Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>not in any cluster</source>
        <translation>in keinem Cluster</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Tasks whose node is in no known cluster</source>
        <translation>Aufgaben, deren Knoten zu keinem bekannten Cluster gehört</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>CPU %1 %</source>
        <translation>CPU %1 %</translation>
    </message>
    <message>
        <source>Memory %1 / %2 MB</source>
        <translation>Arbeitsspeicher %1 / %2 MB</translation>
    </message>
    <message>
        <source>Deployment %1
Service %2</source>
        <translation>Bereitstellung %1
Dienst %2</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) cannot run the image of one of their tasks</source>
        <translation>
            <numerusform>%n Knoten kann das Image einer seiner Aufgaben nicht ausführen</numerusform>
            <numerusform>%n Knoten können das Image einer ihrer Aufgaben nicht ausführen</numerusform>
        </translation>
    </message>
    <message>
        <source>Clusters: setup mode; nodes: role, platform and type; tasks: image and version (filter: role:*arm64*)</source>
        <translation>Cluster: Einrichtungsmodus; Knoten: Rolle, Plattform und Typ; Aufgaben: Image und Version (Filter: role:*arm64*)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::DemoServer</name>
    <message>
        <source>TLS needs both a certificate and a private key file</source>
        <translation>TLS braucht sowohl ein Zertifikat als auch eine Datei mit dem privaten Schlüssel</translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation>%1 enthält kein PEM-Zertifikat</translation>
    </message>
    <message>
        <source>cannot read the private key file %1: %2</source>
        <translation>die Schlüsseldatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 holds no unencrypted PEM RSA or EC private key</source>
        <translation>%1 enthält keinen unverschlüsselten privaten PEM-Schlüssel (RSA oder EC)</translation>
    </message>
    <message>
        <source>this build has no TLS support</source>
        <translation>dieser Build unterstützt kein TLS</translation>
    </message>
</context>
<context>
    <name>cloudly::core::FeatureFeed</name>
    <message>
        <source>%1: the reply does not match the expected shape: %2</source>
        <translation>%1: Die Antwort hat nicht die erwartete Form: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::FilterExpression</name>
    <message>
        <source>&quot;-&quot; at column %1 must be followed by a term</source>
        <translation>&quot;-&quot; in Spalte %1 muss von einem Suchbegriff gefolgt werden</translation>
    </message>
    <message>
        <source>unbalanced quote (opened at column %1)</source>
        <translation>nicht geschlossenes Anführungszeichen (geöffnet in Spalte %1)</translation>
    </message>
    <message>
        <source>missing field name before &quot;%1&quot;</source>
        <translation>fehlender Feldname vor &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (this list has no fields; quote text that contains &quot;:&quot;)</source>
        <translation>unbekanntes Feld &quot;%1&quot; (diese Liste hat keine Felder; setzen Sie Text, der &quot;:&quot; enthält, in Anführungszeichen)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (known: %2)</source>
        <translation>unbekanntes Feld &quot;%1&quot; (bekannt: %2)</translation>
    </message>
    <message>
        <source>missing value after &quot;%1:&quot;</source>
        <translation>fehlender Wert nach &quot;%1:&quot;</translation>
    </message>
    <message>
        <source>empty search text %1 at column %2</source>
        <translation>leerer Suchtext %1 in Spalte %2</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <translation>Felder: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is a text field, &lt; and &gt; compare numbers (this list has no numeric fields)</source>
        <translation>„%1“: %2 ist ein Textfeld, &lt; und &gt; vergleichen Zahlen (diese Liste hat keine numerischen Felder)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is a text field, &lt; and &gt; compare numbers (numeric: %3)</source>
        <translation>„%1“: %2 ist ein Textfeld, &lt; und &gt; vergleichen Zahlen (numerisch: %3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: missing a number after the comparison</source>
        <translation>„%1“: nach dem Vergleich fehlt eine Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a number</source>
        <translation>„%1“: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a duration (e.g. 30s, 10m, 1h, 2d)</source>
        <translation>„%1“: „%2“ ist keine Dauer (z. B. 30s, 10m, 1h, 2d)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: empty alternative (write a,b)</source>
        <translation>„%1“: leere Alternative (schreiben Sie a,b)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is a time, compare it with &lt; or &gt; (e.g. %2:&lt;1h)</source>
        <translation>„%1“: %2 ist eine Zeit, vergleichen Sie sie mit &lt; oder &gt; (z. B. %2:&lt;1h)</translation>
    </message>
    <message>
        <source>Filter syntax (all terms must match, case-insensitive):</source>
        <translation>Filtersyntax (alle Begriffe müssen zutreffen, ohne Groß-/Kleinschreibung):</translation>
    </message>
    <message>
        <source>  word              any visible column contains &quot;word&quot;</source>
        <translation>  wort              eine sichtbare Spalte enthält „wort“</translation>
    </message>
    <message>
        <source>  field:value       the whole field is &quot;value&quot;, e.g. status:failed</source>
        <translation>  feld:wert         das ganze Feld ist „wert“, z. B. status:failed</translation>
    </message>
    <message>
        <source>  field:a,b         any of the values, e.g. status:failed,stopping</source>
        <translation>  feld:a,b          einer der Werte, z. B. status:failed,stopping</translation>
    </message>
    <message>
        <source>  field:edge-*      globs: * any text, ? one character; health:* = has a value</source>
        <translation>  feld:edge-*       Muster: * beliebiger Text, ? ein Zeichen; health:* = hat einen Wert</translation>
    </message>
    <message>
        <source>  -term             negation: -health:healthy, -status:running,stopped, -health:*</source>
        <translation>  -begriff          Verneinung: -health:healthy, -status:running,stopped, -health:*</translation>
    </message>
    <message>
        <source>  cpu:&gt;80           numbers: &lt;, &lt;=, &gt;, &gt;= (and cpu:80) on numeric fields</source>
        <translation>  cpu:&gt;80           Zahlen: &lt;, &lt;=, &gt;, &gt;= (und cpu:80) auf numerischen Feldern</translation>
    </message>
    <message>
        <source>  deployed:&lt;1h      times, relative to now: within the last hour (s, m, h, d, w)</source>
        <translation>  deployed:&lt;1h      Zeiten, relativ zu jetzt: innerhalb der letzten Stunde (s, m, h, d, w)</translation>
    </message>
    <message>
        <source>  field:&quot;a b&quot;       quoted values may contain spaces; \&quot; is a quote inside quotes</source>
        <translation>  feld:&quot;a b&quot;        Werte in Anführungszeichen dürfen Leerzeichen enthalten; \&quot; ist ein Anführungszeichen darin</translation>
    </message>
    <message>
        <source>  &quot;a:b&quot;             quote free text that contains a colon</source>
        <translation>  &quot;a:b&quot;             Freitext mit Doppelpunkt in Anführungszeichen setzen</translation>
    </message>
    <message>
        <source>Reference fields (service, node, cluster, image, user) match the name or the id.</source>
        <translation>Referenzfelder (service, node, cluster, image, user) passen auf den Namen oder die ID.</translation>
    </message>
    <message>
        <source>%1 (number)</source>
        <translation>%1 (Zahl)</translation>
    </message>
    <message>
        <source>%1 (number, %2)</source>
        <translation>%1 (Zahl, %2)</translation>
    </message>
    <message>
        <source>%1 (time)</source>
        <translation>%1 (Zeit)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::Freshness</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>no details</source>
        <translation>keine Details</translation>
    </message>
    <message>
        <source>connection lost: %1</source>
        <translation>Verbindung verloren: %1</translation>
    </message>
    <message>
        <source>refresh failed: %1</source>
        <translation>Aktualisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>no reply: %1</source>
        <translation>keine Antwort: %1</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>nicht geladen: %1</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>noch nicht geladen</translation>
    </message>
    <message>
        <source>stale since %1: %2 (data from %3, %4 old)</source>
        <translation>veraltet seit %1: %2 (Daten von %3, %4 alt)</translation>
    </message>
    <message>
        <source>updated just now</source>
        <translation>gerade aktualisiert</translation>
    </message>
    <message>
        <source>updated %1 ago</source>
        <translation>vor %1 aktualisiert</translation>
    </message>
    <message>
        <source>%1 (auto-refresh paused)</source>
        <translation>%1 (automatische Aktualisierung pausiert)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ImageBuildsModel</name>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Hostname</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <source>Wi-Fi SSID</source>
        <translation>Wi-Fi SSID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>Time left until the artifact expires</source>
        <translation>Verbleibende Zeit, bis das Artefakt abläuft</translation>
    </message>
    <message>
        <source>SHA-256 of the image artifact (Ctrl+C copies it)</source>
        <translation>SHA-256 des Image-Artefakts (Strg+C kopiert ihn)</translation>
    </message>
    <message>
        <source>not expired</source>
        <translation>nicht abgelaufen</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ImagesTableModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>internal store</source>
        <translation>interner Speicher</translation>
    </message>
    <message>
        <source>external: %1</source>
        <translation>extern: %1</translation>
    </message>
    <message>
        <source>external</source>
        <translation>extern</translation>
    </message>
    <message>
        <source>external registry %1</source>
        <translation>externe Registry %1</translation>
    </message>
    <message>
        <source>Registry %1, tag %2</source>
        <translation>Registry %1, Tag %2</translation>
    </message>
    <message>
        <source>Of the newest stored version</source>
        <translation>Der neuesten gespeicherten Version</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Speicherort</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Newest version</source>
        <translation>Neueste Version</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Gespeichert</translation>
    </message>
</context>
<context>
    <name>cloudly::core::InventoryCache</name>
    <message>
        <source>%1: no valid savedAt/items</source>
        <translation>%1: kein gültiges savedAt/items</translation>
    </message>
    <message>
        <source>cannot create the cache directory %1</source>
        <translation>das Cache-Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The offline cache could not be read (%1); it was kept as %2.</source>
        <translation>Der Offline-Cache konnte nicht gelesen werden (%1); er wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The offline cache is not usable here (%1); it was kept as %2.</source>
        <translation>Der Offline-Cache ist hier nicht verwendbar (%1); er wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The offline cache could not be read (%1) and could not be moved aside: %2</source>
        <translation>Der Offline-Cache konnte nicht gelesen werden (%1) und nicht beiseitegelegt werden: %2</translation>
    </message>
    <message>
        <source>The offline cache %1 cannot be opened: %2</source>
        <translation>Der Offline-Cache %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>not an inventory cache file</source>
        <translation>keine Inventar-Cache-Datei</translation>
    </message>
    <message>
        <source>unsupported version %1</source>
        <translation>nicht unterstützte Version %1</translation>
    </message>
    <message>
        <source>saved for profile &quot;%1&quot;</source>
        <translation>für das Profil „%1“ gespeichert</translation>
    </message>
    <message>
        <source>saved for another server, %1</source>
        <translation>für einen anderen Server gespeichert, %1</translation>
    </message>
    <message>
        <source>no savedAt or resources</source>
        <translation>kein savedAt oder keine resources</translation>
    </message>
    <message>
        <source>%1: no valid savedAt/reply</source>
        <translation>%1: kein gültiges savedAt/reply</translation>
    </message>
</context>
<context>
    <name>cloudly::core::InventoryRefresher</name>
    <message>
        <source>services</source>
        <translation>Dienste</translation>
    </message>
    <message>
        <source>runtime tasks</source>
        <translation>Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>clusters and nodes</source>
        <translation>Cluster und Knoten</translation>
    </message>
    <message>
        <source>images</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation>%1 hat seit %2 nicht geantwortet</translation>
    </message>
    <message>
        <source>%1: the reply does not match the contract: %2</source>
        <translation>%1: Die Antwort entspricht nicht dem Vertrag: %2</translation>
    </message>
    <message>
        <source>logged out</source>
        <translation>abgemeldet</translation>
    </message>
    <message>
        <source>%1: the reply does not match the expected shape: %2</source>
        <translation>%1: Die Antwort hat nicht die erwartete Form: %2</translation>
    </message>
    <message>
        <source>%1 current (%2)</source>
        <translation>%1 aktuell (%2)</translation>
    </message>
    <message>
        <source>%1 current</source>
        <translation>%1 aktuell</translation>
    </message>
    <message>
        <source>%1 requested (%2)</source>
        <translation>%1 angefordert (%2)</translation>
    </message>
    <message>
        <source>%1 requested</source>
        <translation>%1 angefordert</translation>
    </message>
</context>
<context>
    <name>cloudly::core::JournalModel</name>
    <message>
        <source>task appeared</source>
        <translation>Aufgabe erschienen</translation>
    </message>
    <message>
        <source>task disappeared</source>
        <translation>Aufgabe verschwunden</translation>
    </message>
    <message>
        <source>task status</source>
        <translation>Aufgabenstatus</translation>
    </message>
    <message>
        <source>task health</source>
        <translation>Aufgabenzustand</translation>
    </message>
    <message>
        <source>node status</source>
        <translation>Knotenstatus</translation>
    </message>
    <message>
        <source>service appeared</source>
        <translation>Dienst erschienen</translation>
    </message>
    <message>
        <source>service disappeared</source>
        <translation>Dienst verschwunden</translation>
    </message>
    <message>
        <source>service changed</source>
        <translation>Dienst geändert</translation>
    </message>
    <message>
        <source>observing started</source>
        <translation>Beobachtung gestartet</translation>
    </message>
    <message>
        <source>not observed</source>
        <translation>nicht beobachtet</translation>
    </message>
    <message>
        <source>Not observed: this console was not connected (or not running) at some time between %1 and %2; what changed then was not seen.</source>
        <translation>Nicht beobachtet: Diese Konsole war zwischen %1 und %2 zeitweise nicht verbunden (oder nicht gestartet); Änderungen in dieser Zeit wurden nicht gesehen.</translation>
    </message>
    <message>
        <source>This console started observing %1; changes before this were not seen.</source>
        <translation>Diese Konsole beobachtet seit %1; frühere Änderungen wurden nicht gesehen.</translation>
    </message>
    <message>
        <source>Task %1 of %2 appeared on %3 (%4).</source>
        <translation>Aufgabe %1 von %2 ist auf %3 erschienen (%4).</translation>
    </message>
    <message>
        <source>Task %1 of %2 on %3 disappeared (was %4).</source>
        <translation>Aufgabe %1 von %2 auf %3 ist verschwunden (war %4).</translation>
    </message>
    <message>
        <source>Task %1 of %2 on %3: status %4.</source>
        <translation>Aufgabe %1 von %2 auf %3: Status %4.</translation>
    </message>
    <message>
        <source>Task %1 of %2 on %3: health %4.</source>
        <translation>Aufgabe %1 von %2 auf %3: Zustand %4.</translation>
    </message>
    <message>
        <source>Node %1: status %2.</source>
        <translation>Knoten %1: Status %2.</translation>
    </message>
    <message>
        <source>Service %1 appeared.</source>
        <translation>Dienst %1 ist erschienen.</translation>
    </message>
    <message>
        <source>Service %1 disappeared.</source>
        <translation>Dienst %1 ist verschwunden.</translation>
    </message>
    <message>
        <source>Service %1: %2 changed (the value is never recorded).</source>
        <translation>Dienst %1: %2 geändert (der Wert wird nie aufgezeichnet).</translation>
    </message>
    <message>
        <source>Service %1: %2 %3.</source>
        <translation>Dienst %1: %2 %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>up to %1 not seen</source>
        <translation>bis %1 nicht gesehen</translation>
    </message>
    <message>
        <source>Seen at</source>
        <translation>Gesehen um</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>Vorher → nachher</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>When this console saw the change (at the poll after it happened); filter with age:&lt;1h</source>
        <translation>Wann diese Konsole die Änderung gesehen hat (bei der Abfrage danach); filtern mit age:&lt;1h</translation>
    </message>
    <message>
        <source>What changed; filter with kind:task.status, kind:service.*, kind:gap</source>
        <translation>Was sich geändert hat; filtern mit kind:task.status, kind:service.*, kind:gap</translation>
    </message>
    <message>
        <source>The value before and after; environment and secret values are never recorded</source>
        <translation>Der Wert vorher und nachher; Umgebungs- und Secret-Werte werden nie aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>cloudly::core::KeyedTableModel</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>cloudly::core::LogViewModel</name>
    <message>
        <source>invalid regular expression at offset %1: %2</source>
        <translation>ungültiger regulärer Ausdruck an Position %1: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::OfflineCache</name>
    <message>
        <source>The offline cache was not saved: %1</source>
        <translation>Der Offline-Cache wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>offline — showing the cache saved %1</source>
        <translation>offline — angezeigt wird der um %1 gespeicherte Cache</translation>
    </message>
    <message>
        <source>offline — cached %1 ago</source>
        <translation>offline — zwischengespeichert vor %1</translation>
    </message>
</context>
<context>
    <name>cloudly::core::OverviewCounts</name>
    <message>
        <source>Runtime tasks by status</source>
        <translation>Laufzeitaufgaben nach Status</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>(no status)</source>
        <translation>(kein Status)</translation>
    </message>
    <message>
        <source>No runtime tasks</source>
        <translation>Keine Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>Not loaded yet</source>
        <translation>Noch nicht geladen</translation>
    </message>
    <message>
        <source>Runtime tasks by health</source>
        <translation>Laufzeitaufgaben nach Zustand</translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation>nicht gesund</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>Services with failed tasks</source>
        <translation>Dienste mit fehlgeschlagenen Aufgaben</translation>
    </message>
    <message>
        <source>services</source>
        <translation>Dienste</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Latest preflight per service</source>
        <translation>Letzter Preflight je Dienst</translation>
    </message>
    <message>
        <source>No preflight receipts on this computer</source>
        <translation>Keine Preflight-Belege auf diesem Computer</translation>
    </message>
    <message>
        <source>%1: NO-GO (%2)</source>
        <translation>%1: NO-GO (%2)</translation>
    </message>
    <message>
        <source>GO</source>
        <translation>GO</translation>
    </message>
    <message>
        <source>NO-GO</source>
        <translation>NO-GO</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>No alerts</source>
        <translation>Keine Warnungen</translation>
    </message>
    <message>
        <source>task failed</source>
        <translation>Aufgabe fehlgeschlagen</translation>
    </message>
    <message>
        <source>task unhealthy</source>
        <translation>Aufgabe nicht gesund</translation>
    </message>
    <message>
        <source>preflight NO-GO</source>
        <translation>Preflight NO-GO</translation>
    </message>
    <message numerus="yes">
        <source>service(s)</source>
        <translation>
            <numerusform>Dienst</numerusform>
            <numerusform>Dienste</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not be loaded: %1</source>
        <translation>Konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Backup coverage</source>
        <translation>Backup-Abdeckung</translation>
    </message>
    <message>
        <source>not ok</source>
        <translation>nicht ok</translation>
    </message>
    <message>
        <source>backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Not checked yet: the services are not loaded</source>
        <translation>Noch nicht geprüft: Die Dienste sind nicht geladen</translation>
    </message>
    <message>
        <source>No service has a volume with backups enabled</source>
        <translation>Kein Dienst hat ein Volume mit aktivierten Backups</translation>
    </message>
    <message>
        <source>BaseOS fleet</source>
        <translation>BaseOS-Flotte</translation>
    </message>
    <message>
        <source>need attention</source>
        <translation>benötigen Aufmerksamkeit</translation>
    </message>
    <message>
        <source>BaseOS nodes</source>
        <translation>BaseOS-Knoten</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>connected to Cloudly</source>
        <translation>mit Cloudly verbunden</translation>
    </message>
    <message>
        <source>connection failed</source>
        <translation>Verbindung fehlgeschlagen</translation>
    </message>
    <message>
        <source>heartbeat recent</source>
        <translation>Heartbeat aktuell</translation>
    </message>
    <message>
        <source>heartbeat stale</source>
        <translation>Heartbeat veraltet</translation>
    </message>
    <message>
        <source>This server lists no BaseOS nodes</source>
        <translation>Dieser Server führt keine BaseOS-Knoten auf</translation>
    </message>
    <message>
        <source>alerts</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>backup coverage</source>
        <translation>Backup-Abdeckung</translation>
    </message>
</context>
<context>
    <name>cloudly::core::PlatformCheck</name>
    <message>
        <source>no runnable %1 platform in image %2 (its manifest is missing)</source>
        <translation>keine ausführbare %1-Plattform in Image %2 (Manifest fehlt)</translation>
    </message>
    <message>
        <source>no runnable %1 platform in image %2</source>
        <translation>keine ausführbare %1-Plattform in Image %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::PlatformMatrixModel</name>
    <message>
        <source>OCI index</source>
        <translation>OCI-Index</translation>
    </message>
    <message>
        <source>Docker manifest list</source>
        <translation>Docker-Manifestliste</translation>
    </message>
    <message>
        <source>OCI manifest</source>
        <translation>OCI-Manifest</translation>
    </message>
    <message>
        <source>Docker manifest</source>
        <translation>Docker-Manifest</translation>
    </message>
    <message>
        <source>✓ runnable</source>
        <translation>✓ lauffähig</translation>
    </message>
    <message>
        <source>manifest missing</source>
        <translation>Manifest fehlt</translation>
    </message>
    <message>
        <source>not runnable</source>
        <translation>nicht lauffähig</translation>
    </message>
    <message>
        <source>✗ missing</source>
        <translation>✗ fehlt</translation>
    </message>
    <message>
        <source>(no digest)</source>
        <translation>(kein Digest)</translation>
    </message>
    <message>
        <source>no digest</source>
        <translation>kein Digest</translation>
    </message>
    <message>
        <source>media type unknown</source>
        <translation>Medientyp unbekannt</translation>
    </message>
    <message>
        <source>%1
not an index: a deployable release must be an OCI index</source>
        <translation>%1
kein Index: ein bereitstellbares Release muss ein OCI-Index sein</translation>
    </message>
    <message>
        <source>%1 in %2: %3</source>
        <translation>%1 in %2: %3</translation>
    </message>
    <message>
        <source>no platform digest reported</source>
        <translation>kein Plattform-Digest gemeldet</translation>
    </message>
    <message>
        <source>a target node runs %1, the index does not list it</source>
        <translation>ein Zielknoten läuft auf %1, im Index fehlt diese Plattform</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Image or OCI index (label or digest)</source>
        <translation>Image oder OCI-Index (Label oder Digest)</translation>
    </message>
    <message>
        <source>Media type: a deployable release must be an OCI index</source>
        <translation>Medientyp: ein bereitstellbares Release muss ein OCI-Index sein</translation>
    </message>
    <message>
        <source>%1 (a target node runs it)</source>
        <translation>%1 (von einem Zielknoten genutzt)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ReceiptFilter</name>
    <message>
        <source>Unknown receipt filter &quot;%1&quot;: use &quot;latest&quot;, &quot;decision:go&quot; or &quot;decision:no-go&quot;.</source>
        <translation>Unbekannter Belegfilter &quot;%1&quot;: Verwenden Sie &quot;latest&quot;, &quot;decision:go&quot; oder &quot;decision:no-go&quot;.</translation>
    </message>
</context>
<context>
    <name>cloudly::core::RevisionDiff</name>
    <message>
        <source>revision %1 was not seen whole (%2)</source>
        <translation>Revision %1 wurde nicht vollständig gesehen (%2)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ServiceHistory</name>
    <message>
        <source>an earlier version of the console kept only the changed fields</source>
        <translation>eine frühere Version der Konsole hat nur die geänderten Felder behalten</translation>
    </message>
    <message>
        <source>its stored state is damaged: %1</source>
        <translation>ihr gespeicherter Zustand ist beschädigt: %1</translation>
    </message>
    <message>
        <source>the service&apos;s data was larger than %1 KiB and was not kept</source>
        <translation>die Daten des Dienstes waren größer als %1 KiB und wurden nicht behalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision (a number, &quot;latest&quot; or &quot;latest~N&quot;)</source>
        <translation>„%1“ ist keine Revision (eine Zahl, „latest“ oder „latest~N“)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no revision: none is recorded</source>
        <translation>„%1“ benennt keine Revision: es ist keine aufgezeichnet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no revision: there are %2 (1..%2)</source>
        <translation>„%1“ benennt keine Revision: es gibt %2 (1..%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range of two revisions (A..B, e.g. 1..3 or latest~1..latest)</source>
        <translation>„%1“ ist kein Bereich zweier Revisionen (A..B, z. B. 1..3 oder latest~1..latest)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ServicesModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domains</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>Image id and version</source>
        <translation>Image-ID und Version</translation>
    </message>
    <message>
        <source>Scale factor, and the replica limit where one is set</source>
        <translation>Skalierungsfaktor und, falls festgelegt, das Replikatlimit</translation>
    </message>
    <message>
        <source>Number of domains routed to the service</source>
        <translation>Anzahl der zum Dienst gerouteten Domains</translation>
    </message>
    <message>
        <source>Web port, and how many custom domain ports there are</source>
        <translation>Web-Port und Anzahl der eigenen Domain-Ports</translation>
    </message>
    <message>
        <source>%1 (max %2)</source>
        <translation>%1 (max. %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n custom)</source>
        <translation>
            <numerusform>%1 (+%n eigener)</numerusform>
            <numerusform>%1 (+%n eigene)</numerusform>
        </translation>
    </message>
    <message>
        <source>base: runs on every node</source>
        <translation>base: läuft auf jedem Knoten</translation>
    </message>
    <message>
        <source>distributed: runs on a limited set of nodes</source>
        <translation>distributed: läuft auf einer begrenzten Auswahl von Knoten</translation>
    </message>
    <message>
        <source>workload: a user application</source>
        <translation>workload: eine Benutzeranwendung</translation>
    </message>
    <message>
        <source>%1: unknown category</source>
        <translation>%1: unbekannte Kategorie</translation>
    </message>
    <message>
        <source>no category</source>
        <translation>keine Kategorie</translation>
    </message>
    <message>
        <source>%1, balancing: %2</source>
        <translation>%1, Lastverteilung: %2</translation>
    </message>
    <message>
        <source>no domains</source>
        <translation>keine Domains</translation>
    </message>
    <message>
        <source>no ports</source>
        <translation>keine Ports</translation>
    </message>
    <message>
        <source>web: %1</source>
        <translation>Web: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Backup coverage: ok, failed, stale, uncovered or none; — when the service has nothing to back up</source>
        <translation>Sicherungsabdeckung: ok, fehlgeschlagen, veraltet, nicht abgedeckt oder keine; — wenn der Dienst nichts zu sichern hat</translation>
    </message>
    <message>
        <source>Backup coverage: %1</source>
        <translation>Sicherungsabdeckung: %1</translation>
    </message>
    <message>
        <source>Nothing to back up: no volume with backup enabled</source>
        <translation>Nichts zu sichern: kein Volume mit aktivierter Sicherung</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>Backup coverage unknown: backups are not loaded</source>
        <translation>Sicherungsabdeckung unbekannt: Sicherungen sind nicht geladen</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>uncovered</source>
        <translation>nicht abgedeckt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>cloudly::core::Session</name>
    <message>
        <source>the server returned an identity that has already expired</source>
        <translation>der Server hat eine Identität zurückgegeben, die bereits abgelaufen ist</translation>
    </message>
    <message>
        <source>the session expired; log in again</source>
        <translation>die Sitzung ist abgelaufen; melden Sie sich erneut an</translation>
    </message>
    <message>
        <source>log in first</source>
        <translation>melden Sie sich zuerst an</translation>
    </message>
    <message>
        <source>signed out: %1</source>
        <translation>abgemeldet: %1</translation>
    </message>
    <message>
        <source>logged out</source>
        <translation>abgemeldet</translation>
    </message>
    <message>
        <source>superseded by a newer login or a logout</source>
        <translation>durch eine neuere Anmeldung oder eine Abmeldung ersetzt</translation>
    </message>
    <message>
        <source>logging in failed: %1</source>
        <translation>Anmeldung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the server no longer accepts the login, and logging in again failed: %1</source>
        <translation>der Server akzeptiert die Anmeldung nicht mehr, und die erneute Anmeldung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>logging in again failed: %1</source>
        <translation>erneute Anmeldung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the server refused the identity it had just issued (%1)</source>
        <translation>der Server hat die eben ausgestellte Identität abgelehnt (%1)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::TasksModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation>Bereitgestellt</translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation>CPU %</translation>
    </message>
    <message>
        <source>Memory MB</source>
        <translation>Speicher MB</translation>
    </message>
    <message>
        <source>When the task was deployed (local time)</source>
        <translation>Zeitpunkt der Bereitstellung der Aufgabe (Ortszeit)</translation>
    </message>
    <message>
        <source>CPU usage in percent, as last reported by the node</source>
        <translation>CPU-Auslastung in Prozent, zuletzt vom Knoten gemeldet</translation>
    </message>
    <message>
        <source>Memory used in MB, as last reported by the node</source>
        <translation>Belegter Arbeitsspeicher in MB, zuletzt vom Knoten gemeldet</translation>
    </message>
    <message>
        <source>Deployment %1
Container %2</source>
        <translation>Bereitstellung %1
Container %2</translation>
    </message>
    <message>
        <source>Deployment %1
no container yet</source>
        <translation>Bereitstellung %1
noch kein Container</translation>
    </message>
    <message>
        <source>Service %1 (name unknown)</source>
        <translation>Dienst %1 (Name unbekannt)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Node %1 (name unknown)</source>
        <translation>Knoten %1 (Name unbekannt)</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;</source>
        <translation>unbekannter Status „%1“</translation>
    </message>
    <message>
        <source>no health status reported</source>
        <translation>kein Zustand gemeldet</translation>
    </message>
    <message>
        <source>no image reported</source>
        <translation>kein Image gemeldet</translation>
    </message>
    <message>
        <source>not deployed yet</source>
        <translation>noch nicht bereitgestellt</translation>
    </message>
    <message>
        <source>reported %1</source>
        <translation>gemeldet %1</translation>
    </message>
    <message>
        <source>no report time</source>
        <translation>keine Meldezeit</translation>
    </message>
    <message>
        <source>no resource usage reported</source>
        <translation>keine Ressourcennutzung gemeldet</translation>
    </message>
</context>
<context>
    <name>cloudly::core::TimelineEvent</name>
    <message>
        <source>%1: version %2 → %3</source>
        <translation>%1: Version %2 → %3</translation>
    </message>
    <message>
        <source>task %1 failed (was %2)</source>
        <translation>Task %1 fehlgeschlagen (war %2)</translation>
    </message>
    <message>
        <source>node %1: %2 → %3</source>
        <translation>Knoten %1: %2 → %3</translation>
    </message>
    <message>
        <source>preflight %1 for %2</source>
        <translation>Preflight %1 für %2</translation>
    </message>
    <message>
        <source>backup %1 of %2 failed</source>
        <translation>Backup %1 von %2 fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>cloudly::core::TypedSocketClient</name>
    <message>
        <source>No answer to a liveness ping within %1 s; the connection was dead.</source>
        <translation>Keine Antwort auf einen Lebenszeichen-Ping innerhalb von %1 s; die Verbindung war tot.</translation>
    </message>
    <message>
        <source>Unsupported URL scheme &quot;%1&quot; in %2: use ws://, wss://, http:// or https://.</source>
        <translation>Nicht unterstütztes URL-Schema &quot;%1&quot; in %2: Verwenden Sie ws://, wss://, http:// oder https://.</translation>
    </message>
    <message>
        <source>The URL %1 has no host.</source>
        <translation>Die URL %1 hat keinen Host.</translation>
    </message>
    <message>
        <source>TLS certificate rejected (SHA-256 %1): %2</source>
        <translation>TLS-Zertifikat abgelehnt (SHA-256 %1): %2</translation>
    </message>
    <message>
        <source>closed by the server (code %1%2)</source>
        <translation>vom Server geschlossen (Code %1%2)</translation>
    </message>
    <message>
        <source>connection closed</source>
        <translation>Verbindung geschlossen</translation>
    </message>
    <message>
        <source>gave up after %1 reconnection attempts</source>
        <translation>nach %1 Wiederverbindungsversuchen aufgegeben</translation>
    </message>
    <message>
        <source>the connection was closed by the user</source>
        <translation>die Verbindung wurde vom Benutzer geschlossen</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>state is %1</source>
        <translation>Zustand ist %1</translation>
    </message>
    <message>
        <source>too many calls in flight (%1); refusing more until some finish</source>
        <translation>zu viele laufende Aufrufe (%1); weitere werden abgelehnt, bis einige abgeschlossen sind</translation>
    </message>
    <message>
        <source>no reply within %1 ms</source>
        <translation>keine Antwort innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>sending the request failed</source>
        <translation>das Senden der Anfrage ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>dropped a %1-byte frame: larger than the %2-byte limit</source>
        <translation>Frame mit %1 Byte verworfen: größer als das Limit von %2 Byte</translation>
    </message>
    <message>
        <source>dropped an unreadable frame: %1</source>
        <translation>unlesbarer Frame verworfen: %1</translation>
    </message>
    <message>
        <source>connection lost before the retry</source>
        <translation>Verbindung vor dem erneuten Versuch verloren</translation>
    </message>
    <message>
        <source>server asked to retry again (%1); giving up</source>
        <translation>der Server hat erneut um einen weiteren Versuch gebeten (%1); Abbruch</translation>
    </message>
    <message>
        <source>response is not an object</source>
        <translation>Antwort ist kein Objekt</translation>
    </message>
    <message>
        <source>closed with code 1009 (message too big%1): this console accepts messages of up to %2 bytes</source>
        <translation>mit Code 1009 geschlossen (Nachricht zu groß%1): diese Konsole nimmt Nachrichten bis %2 Bytes an</translation>
    </message>
    <message>
        <source>closed with code 1007 (invalid data%1): a message was not valid UTF-8 text</source>
        <translation>mit Code 1007 geschlossen (ungültige Daten%1): eine Nachricht war kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <source>The pinned certificate fingerprint &quot;%1&quot; is not a SHA-256 fingerprint (64 hex digits, colons allowed).</source>
        <translation>Der festgelegte Zertifikat-Fingerabdruck &quot;%1&quot; ist kein SHA-256-Fingerabdruck (64 Hex-Ziffern, Doppelpunkte erlaubt).</translation>
    </message>
    <message>
        <source>This build has no TLS support: the CA certificate file %1 cannot be used.</source>
        <translation>Dieser Build unterstützt kein TLS: die CA-Zertifikatsdatei %1 kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>a certificate (SHA-256 %1) is pinned, but the connection to %2 is not encrypted: use wss://</source>
        <translation>ein Zertifikat (SHA-256 %1) ist festgelegt, aber die Verbindung zu %2 ist nicht verschlüsselt: verwenden Sie wss://</translation>
    </message>
    <message>
        <source>TLS connection refused: %1</source>
        <translation>TLS-Verbindung abgelehnt: %1</translation>
    </message>
    <message>
        <source>the server&apos;s certificate changed: it presented SHA-256 %1, but %2 is pinned</source>
        <translation>das Zertifikat des Servers hat sich geändert: er hat SHA-256 %1 vorgelegt, hinterlegt ist aber %2</translation>
    </message>
    <message>
        <source>the pinned certificate (SHA-256 %1) is not valid: %2</source>
        <translation>das hinterlegte Zertifikat (SHA-256 %1) ist nicht gültig: %2</translation>
    </message>
    <message>
        <source>The URL %1 contains a user name or password: refused (it would be shown and logged); pass credentials in the environment or a profile.</source>
        <translation>Die URL %1 enthält einen Benutzernamen oder ein Passwort: abgelehnt (sie würde angezeigt und protokolliert); übergeben Sie Zugangsdaten über die Umgebung oder ein Profil.</translation>
    </message>
</context>
<context>
    <name>cloudly::core::ViewLink</name>
    <message>
        <source>%1: “%” at position %2 is not followed by two hexadecimal digits</source>
        <translation>%1: Auf „%“ an Position %2 folgen nicht zwei Hexadezimalziffern</translation>
    </message>
    <message>
        <source>%1: broken character at position %2</source>
        <translation>%1: Defektes Zeichen an Position %2</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 once decoded</source>
        <translation>%1 ist nach dem Dekodieren kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>%1 contains a control character</source>
        <translation>%1 enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>the link is empty</source>
        <translation>der Link ist leer</translation>
    </message>
    <message>
        <source>the link is longer than %1 characters</source>
        <translation>der Link ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the link contains a space or control character at position %1 (write a space as %20)</source>
        <translation>der Link enthält an Position %1 ein Leer- oder Steuerzeichen (ein Leerzeichen wird %20 geschrieben)</translation>
    </message>
    <message>
        <source>the link must start with “cloudly://” (the two slashes are missing)</source>
        <translation>der Link muss mit „cloudly://“ beginnen (die zwei Schrägstriche fehlen)</translation>
    </message>
    <message>
        <source>not a console link: it starts with “%1”, not “cloudly://”</source>
        <translation>kein Konsolen-Link: er beginnt mit „%1“, nicht mit „cloudly://“</translation>
    </message>
    <message>
        <source>not a console link: it does not start with “cloudly://”</source>
        <translation>kein Konsolen-Link: er beginnt nicht mit „cloudly://“</translation>
    </message>
    <message>
        <source>the link has a fragment (“#” at position %1); console links have none</source>
        <translation>der Link hat ein Fragment („#“ an Position %1); Konsolen-Links haben keines</translation>
    </message>
    <message>
        <source>the link names no profile (expected cloudly://PROFILE/PAGE)</source>
        <translation>der Link nennt kein Profil (erwartet: cloudly://PROFIL/SEITE)</translation>
    </message>
    <message>
        <source>the profile</source>
        <translation>das Profil</translation>
    </message>
    <message>
        <source>the link names no page (expected cloudly://PROFILE/PAGE)</source>
        <translation>der Link nennt keine Seite (erwartet: cloudly://PROFIL/SEITE)</translation>
    </message>
    <message>
        <source>the page</source>
        <translation>die Seite</translation>
    </message>
    <message>
        <source>“%1” is not a page name (lower-case letters, digits and “-”)</source>
        <translation>„%1“ ist kein Seitenname (Kleinbuchstaben, Ziffern und „-“)</translation>
    </message>
    <message>
        <source>unexpected path after the page “%1”: “%2”</source>
        <translation>unerwarteter Pfad nach der Seite „%1“: „%2“</translation>
    </message>
    <message>
        <source>empty parameter at position %1 (two “&amp;” in a row?)</source>
        <translation>leerer Parameter an Position %1 (zwei „&amp;“ hintereinander?)</translation>
    </message>
    <message>
        <source>unknown parameter “%1” (a link can only carry “filter” and “select”)</source>
        <translation>unbekannter Parameter „%1“ (ein Link kann nur „filter“ und „select“ tragen)</translation>
    </message>
    <message>
        <source>parameter “%1” has no value (write %1=…)</source>
        <translation>Parameter „%1“ hat keinen Wert (%1=… schreiben)</translation>
    </message>
    <message>
        <source>parameter “%1” is given twice</source>
        <translation>Parameter „%1“ ist doppelt angegeben</translation>
    </message>
    <message>
        <source>parameter “%1”</source>
        <translation>Parameter „%1“</translation>
    </message>
</context>
<context>
    <name>cloudly::core::VolumesModel</name>
    <message>
        <source>set explicitly (name)</source>
        <translation>explizit gesetzt (name)</translation>
    </message>
    <message>
        <source>the source alias of a volume shared on purpose</source>
        <translation>der Quell-Alias eines absichtlich geteilten Volumes</translation>
    </message>
    <message>
        <source>derived from the service id and mount path (as Coreflow does; an assumption)</source>
        <translation>abgeleitet aus Dienst-ID und Mount-Pfad (wie Coreflow es tut; eine Annahme)</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Mount path</source>
        <translation>Mount-Pfad</translation>
    </message>
    <message>
        <source>Volume name</source>
        <translation>Volume-Name</translation>
    </message>
    <message>
        <source>Name from</source>
        <translation>Name aus</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation>Geteilt mit</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>The Docker volume name: name, else the source alias, else derived</source>
        <translation>Der Docker-Volume-Name: name, sonst der Quell-Alias, sonst abgeleitet</translation>
    </message>
    <message>
        <source>Volume driver (corestore unless set)</source>
        <translation>Volume-Treiber (corestore, sofern nicht gesetzt)</translation>
    </message>
    <message>
        <source>Whether backups include this volume (yes unless set to false)</source>
        <translation>Ob Backups dieses Volume einschließen (ja, sofern nicht auf false gesetzt)</translation>
    </message>
    <message>
        <source>Other services that mount a volume of the same name</source>
        <translation>Andere Dienste, die ein Volume mit demselben Namen einhängen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::WebSocketConnection</name>
    <message>
        <source>This build has no TLS support: %1 cannot be opened.</source>
        <translation>Dieser Build unterstützt kein TLS: %1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response is longer than %1 bytes</source>
        <translation>die Upgrade-Antwort des Servers ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>the WebSocket upgrade</source>
        <translation>des WebSocket-Upgrades</translation>
    </message>
    <message>
        <source>the TLS handshake</source>
        <translation>des TLS-Handshakes</translation>
    </message>
    <message>
        <source>the TCP connect</source>
        <translation>des TCP-Verbindungsaufbaus</translation>
    </message>
    <message>
        <source>no answer from %1 within %2 s during %3</source>
        <translation>keine Antwort von %1 innerhalb von %2 s während %3</translation>
    </message>
    <message>
        <source>the server&apos;s certificate was refused</source>
        <translation>das Zertifikat des Servers wurde abgelehnt</translation>
    </message>
    <message>
        <source>the server has not read the %1 bytes queued for it (at most %2 may wait): the connection was dropped</source>
        <translation>der Server hat die %1 für ihn wartenden Bytes nicht gelesen (höchstens %2 dürfen warten): die Verbindung wurde getrennt</translation>
    </message>
    <message>
        <source>the server&apos;s answer to the WebSocket upgrade is not HTTP (%1)</source>
        <translation>die Antwort des Servers auf das WebSocket-Upgrade ist kein HTTP (%1)</translation>
    </message>
    <message>
        <source>the server answered the WebSocket upgrade with a redirect (%1) to %2; redirects are not followed: use the address it names if you trust it</source>
        <translation>der Server hat das WebSocket-Upgrade mit einer Umleitung (%1) nach %2 beantwortet; Umleitungen wird nicht gefolgt: verwenden Sie die genannte Adresse, wenn Sie ihr vertrauen</translation>
    </message>
    <message>
        <source>no location</source>
        <translation>ohne Ziel</translation>
    </message>
    <message>
        <source>the server did not accept the WebSocket upgrade (%1)</source>
        <translation>der Server hat das WebSocket-Upgrade nicht angenommen (%1)</translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response has no &quot;Upgrade: websocket&quot; header</source>
        <translation>die Upgrade-Antwort des Servers hat keinen Header &quot;Upgrade: websocket&quot;</translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response has no &quot;Connection: Upgrade&quot; header</source>
        <translation>die Upgrade-Antwort des Servers hat keinen Header &quot;Connection: Upgrade&quot;</translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response has a wrong Sec-WebSocket-Accept</source>
        <translation>die Upgrade-Antwort des Servers hat ein falsches Sec-WebSocket-Accept</translation>
    </message>
    <message>
        <source>the server chose a WebSocket extension that was not offered (%1)</source>
        <translation>der Server hat eine WebSocket-Erweiterung gewählt, die nicht angeboten wurde (%1)</translation>
    </message>
    <message>
        <source>the server chose a WebSocket subprotocol that was not offered (%1)</source>
        <translation>der Server hat ein WebSocket-Subprotokoll gewählt, das nicht angeboten wurde (%1)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::AllowedSigners</name>
    <message>
        <source>an empty option</source>
        <translation>eine leere Option</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>a double quote is not closed</source>
        <translation>ein doppeltes Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <source>expected PRINCIPALS [OPTIONS] KEYTYPE BASE64</source>
        <translation>erwartet: PRINCIPALS [OPTIONEN] SCHLÜSSELTYP BASE64</translation>
    </message>
    <message>
        <source>the principals field has a stray double quote</source>
        <translation>das Principals-Feld hat ein überzähliges doppeltes Anführungszeichen</translation>
    </message>
    <message>
        <source>the principals list has an empty entry</source>
        <translation>die Principal-Liste hat einen leeren Eintrag</translation>
    </message>
    <message>
        <source>cert-authority (trusting certificates signed by a CA key) is not supported; list each signer&apos;s own key instead</source>
        <translation>cert-authority (Zertifikaten vertrauen, die ein CA-Schlüssel signiert hat) wird nicht unterstützt; tragen Sie stattdessen den eigenen Schlüssel jedes Unterzeichners ein</translation>
    </message>
    <message>
        <source>option &quot;%1&quot; needs a value</source>
        <translation>Option &quot;%1&quot; braucht einen Wert</translation>
    </message>
    <message>
        <source>namespaces= has an empty entry</source>
        <translation>namespaces= hat einen leeren Eintrag</translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not a time (YYYYMMDD[Z] or YYYYMMDDHHMM[SS][Z])</source>
        <translation>%1=&quot;%2&quot; ist keine Zeit (YYYYMMDD[Z] oder YYYYMMDDHHMM[SS][Z])</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot; (supported: namespaces, valid-after, valid-before)</source>
        <translation>unbekannte Option &quot;%1&quot; (unterstützt: namespaces, valid-after, valid-before)</translation>
    </message>
    <message>
        <source>the key is missing (expected KEYTYPE BASE64 after the principals)</source>
        <translation>der Schlüssel fehlt (erwartet SCHLÜSSELTYP BASE64 nach den Principals)</translation>
    </message>
    <message>
        <source>cannot read the allowed signers file %1: %2</source>
        <translation>die Datei der erlaubten Unterzeichner %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the allowed signers file %1 is larger than %2 bytes</source>
        <translation>die Datei der erlaubten Unterzeichner %1 ist größer als %2 Bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no allowed signer &quot;%1&quot; with key %2</source>
        <translation>kein erlaubter Unterzeichner &quot;%1&quot; mit Schlüssel %2</translation>
    </message>
    <message>
        <source>the key of &quot;%1&quot; (line %2) is not allowed to sign for namespace %3</source>
        <translation>der Schlüssel von &quot;%1&quot; (Zeile %2) darf nicht für den Namensraum %3 signieren</translation>
    </message>
    <message>
        <source>the key of &quot;%1&quot; (line %2) is valid only from %3</source>
        <translation>der Schlüssel von &quot;%1&quot; (Zeile %2) gilt erst ab %3</translation>
    </message>
    <message>
        <source>the key of &quot;%1&quot; (line %2) was valid only until %3</source>
        <translation>der Schlüssel von &quot;%1&quot; (Zeile %2) galt nur bis %3</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalCheck</name>
    <message>
        <source>the signed text is not an approval statement: %1</source>
        <translation>der signierte Text ist keine Freigabe-Erklärung: %1</translation>
    </message>
    <message>
        <source>expired at %1</source>
        <translation>abgelaufen am %1</translation>
    </message>
    <message>
        <source>rejected by %1</source>
        <translation>abgelehnt von %1</translation>
    </message>
    <message>
        <source>rejected by %1: %2</source>
        <translation>abgelehnt von %1: %2</translation>
    </message>
    <message>
        <source>%1 ran this preflight and cannot approve it</source>
        <translation>%1 hat diesen Preflight ausgeführt und kann ihn nicht freigeben</translation>
    </message>
    <message>
        <source>%1 already approved; a principal counts once</source>
        <translation>%1 hat bereits freigegeben; ein Principal zählt einmal</translation>
    </message>
    <message>
        <source>approved by %1, valid until %2</source>
        <translation>freigegeben von %1, gültig bis %2</translation>
    </message>
    <message>
        <source>approved by %1</source>
        <translation>freigegeben von %1</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>void: %1</source>
        <translation>ungültig: %1</translation>
    </message>
    <message>
        <source>no approvals</source>
        <translation>keine Freigaben</translation>
    </message>
    <message>
        <source>%1 of %2 approved</source>
        <translation>%1 von %2 freigegeben</translation>
    </message>
    <message>
        <source>%1 of %2 required approvals are valid</source>
        <translation>%1 von %2 nötigen Freigaben sind gültig</translation>
    </message>
    <message>
        <source>%1 of %2 required approvals are valid (approvals void: %3 since approval)</source>
        <translation>%1 von %2 nötigen Freigaben sind gültig (Freigaben ungültig: %3 seit der Freigabe)</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalFile</name>
    <message>
        <source>larger than %1 bytes</source>
        <translation>größer als %1 Bytes</translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1: %2)</source>
        <translation>kein gültiges JSON (bei Byte %1: %2)</translation>
    </message>
    <message>
        <source>not an approval file (expected exactly {&quot;statement&quot;, &quot;signature&quot;}, both strings)</source>
        <translation>keine Freigabedatei (erwartet genau {&quot;statement&quot;, &quot;signature&quot;}, beide Zeichenketten)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalSigning</name>
    <message>
        <source>no principal: the key has no comment to use; give the name your key has in the allowed signers file</source>
        <translation>kein Principal: der Schlüssel hat keinen Kommentar; geben Sie den Namen an, den Ihr Schlüssel in der Datei der erlaubten Unterzeichner hat</translation>
    </message>
    <message>
        <source>a rejection needs a reason</source>
        <translation>eine Ablehnung braucht eine Begründung</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalStatement</name>
    <message>
        <source>the statement is not canonical JSON (sorted keys, no whitespace, no duplicate keys)</source>
        <translation>die Erklärung ist kein kanonisches JSON (sortierte Schlüssel, keine Leerzeichen, keine doppelten Schlüssel)</translation>
    </message>
    <message>
        <source>the statement has an unknown key &quot;%1&quot;</source>
        <translation>die Erklärung hat einen unbekannten Schlüssel &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the statement is not a cloudly.approval</source>
        <translation>die Erklärung ist keine cloudly.approval</translation>
    </message>
    <message>
        <source>unsupported statement version %1 (this console reads version 1)</source>
        <translation>nicht unterstützte Erklärungsversion %1 (diese Konsole liest Version 1)</translation>
    </message>
    <message>
        <source>the statement&apos;s verdict is neither approve nor reject</source>
        <translation>das Urteil der Erklärung ist weder approve noch reject</translation>
    </message>
    <message>
        <source>the statement&apos;s %1 is not a string</source>
        <translation>%1 der Erklärung ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>the statement names no principal</source>
        <translation>die Erklärung nennt keinen Principal</translation>
    </message>
    <message>
        <source>the statement&apos;s createdAt is not an RFC 3339 UTC time like 2026-12-07T15:24:18Z</source>
        <translation>createdAt der Erklärung ist keine RFC-3339-UTC-Zeit wie 2026-12-07T15:24:18Z</translation>
    </message>
    <message>
        <source>the statement&apos;s expiresAt is not an RFC 3339 UTC time like 2026-12-07T15:24:18Z</source>
        <translation>expiresAt der Erklärung ist keine RFC-3339-UTC-Zeit wie 2026-12-07T15:24:18Z</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalStore</name>
    <message>
        <source>&quot;%1&quot; is not a receipt id</source>
        <translation>&quot;%1&quot; ist keine Beleg-ID</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalSubject</name>
    <message>
        <source>the preflight is NO-GO: only a GO report can be approved</source>
        <translation>der Preflight ist NO-GO: nur ein GO-Bericht kann freigegeben werden</translation>
    </message>
    <message>
        <source>there is no report to approve</source>
        <translation>es gibt keinen Bericht zum Freigeben</translation>
    </message>
    <message>
        <source>the receipt does not say which server it came from</source>
        <translation>der Beleg sagt nicht, von welchem Server er stammt</translation>
    </message>
    <message>
        <source>the report has no %1</source>
        <translation>der Bericht hat kein %1</translation>
    </message>
    <message>
        <source>the report&apos;s requestedImage.digest is not a string</source>
        <translation>requestedImage.digest des Berichts ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>the subject is not an object of exactly the eight approved facts</source>
        <translation>der Gegenstand ist kein Objekt aus genau den acht freigegebenen Fakten</translation>
    </message>
    <message>
        <source>subject.%1 is not a string</source>
        <translation>subject.%1 ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>subject.imageDigest is neither a string nor null</source>
        <translation>subject.imageDigest ist weder eine Zeichenkette noch null</translation>
    </message>
    <message>
        <source>subject.decision is &quot;%1&quot;: only GO can be approved</source>
        <translation>subject.decision ist &quot;%1&quot;: nur GO kann freigegeben werden</translation>
    </message>
    <message>
        <source>approved %1 %2, this one %3</source>
        <translation>freigegeben %1 %2, hier %3</translation>
    </message>
    <message>
        <source>image changed</source>
        <translation>Image geändert</translation>
    </message>
    <message>
        <source>configuration changed</source>
        <translation>Konfiguration geändert</translation>
    </message>
    <message>
        <source>intent changed</source>
        <translation>Absicht geändert</translation>
    </message>
    <message>
        <source>revision changed</source>
        <translation>Revision geändert</translation>
    </message>
    <message>
        <source>version changed</source>
        <translation>Version geändert</translation>
    </message>
    <message>
        <source>other server</source>
        <translation>anderer Server</translation>
    </message>
    <message>
        <source>other service</source>
        <translation>anderer Dienst</translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation>%1 geändert</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::SigningKey</name>
    <message>
        <source>cannot read the key %1: %2</source>
        <translation>der Schlüssel %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be an SSH key</source>
        <translation>%1 ist zu groß für einen SSH-Schlüssel</translation>
    </message>
    <message>
        <source>%1: the private key is cut short</source>
        <translation>%1: der private Schlüssel ist abgeschnitten</translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH private key</source>
        <translation>%1 ist kein privater OpenSSH-Schlüssel</translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH private key with one key</source>
        <translation>%1 ist kein privater OpenSSH-Schlüssel mit genau einem Schlüssel</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is neither a private key nor a public key: %2</source>
        <translation>%1 ist weder ein privater noch ein öffentlicher Schlüssel: %2</translation>
    </message>
    <message>
        <source>ssh-keygen (OpenSSH) is not installed; it signs approvals</source>
        <translation>ssh-keygen (OpenSSH) ist nicht installiert; es signiert die Freigaben</translation>
    </message>
    <message>
        <source>cannot make a temporary directory: %1</source>
        <translation>kein temporäres Verzeichnis möglich: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>ssh-keygen did not start: %1</source>
        <translation>ssh-keygen ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>ssh-keygen did not finish within %1 s</source>
        <translation>ssh-keygen ist nicht innerhalb von %1 s fertig geworden</translation>
    </message>
    <message>
        <source>the key %1 needs its passphrase</source>
        <translation>der Schlüssel %1 braucht seine Passphrase</translation>
    </message>
    <message>
        <source>ssh-keygen could not sign with %1: %2</source>
        <translation>ssh-keygen konnte nicht mit %1 signieren: %2</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>ssh-keygen wrote no signature</source>
        <translation>ssh-keygen hat keine Signatur geschrieben</translation>
    </message>
    <message>
        <source>ssh-keygen&apos;s signature does not verify: %1</source>
        <translation>die Signatur von ssh-keygen lässt sich nicht prüfen: %1</translation>
    </message>
    <message>
        <source>ssh-keygen signed with another key than %1</source>
        <translation>ssh-keygen hat mit einem anderen Schlüssel als %1 signiert</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::SshPublicKey</name>
    <message>
        <source>the key is not in the SSH wire format</source>
        <translation>der Schlüssel ist nicht im SSH-Wire-Format</translation>
    </message>
    <message>
        <source>the ssh-ed25519 key is malformed</source>
        <translation>der ssh-ed25519-Schlüssel ist fehlerhaft</translation>
    </message>
    <message>
        <source>the ecdsa-sha2-nistp256 key is malformed</source>
        <translation>der ecdsa-sha2-nistp256-Schlüssel ist fehlerhaft</translation>
    </message>
    <message>
        <source>the ssh-rsa key is malformed</source>
        <translation>der ssh-rsa-Schlüssel ist fehlerhaft</translation>
    </message>
    <message>
        <source>security-key (FIDO) keys such as %1 are not supported; use an Ed25519, ECDSA P-256 or RSA key</source>
        <translation>Sicherheitsschlüssel (FIDO) wie %1 werden nicht unterstützt; verwenden Sie einen Ed25519-, ECDSA-P-256- oder RSA-Schlüssel</translation>
    </message>
    <message>
        <source>SSH certificates (%1) are not supported; use the plain key</source>
        <translation>SSH-Zertifikate (%1) werden nicht unterstützt; verwenden Sie den einfachen Schlüssel</translation>
    </message>
    <message>
        <source>unsupported key type &quot;%1&quot; (supported: ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa)</source>
        <translation>nicht unterstützter Schlüsseltyp &quot;%1&quot; (unterstützt: ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa)</translation>
    </message>
    <message>
        <source>not an SSH public key line (expected &quot;TYPE BASE64 [COMMENT]&quot;)</source>
        <translation>keine Zeile eines öffentlichen SSH-Schlüssels (erwartet &quot;TYP BASE64 [KOMMENTAR]&quot;)</translation>
    </message>
    <message>
        <source>the key&apos;s base64 field is not valid base64</source>
        <translation>das Base64-Feld des Schlüssels ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>the key says it is %1 but its data is %2</source>
        <translation>der Schlüssel gibt sich als %1 aus, seine Daten sind aber %2</translation>
    </message>
    <message>
        <source>the signature is not in the SSH wire format</source>
        <translation>die Signatur ist nicht im SSH-Wire-Format</translation>
    </message>
    <message>
        <source>the signature is not an ssh-ed25519 signature</source>
        <translation>die Signatur ist keine ssh-ed25519-Signatur</translation>
    </message>
    <message>
        <source>the signature is not an ecdsa-sha2-nistp256 signature</source>
        <translation>die Signatur ist keine ecdsa-sha2-nistp256-Signatur</translation>
    </message>
    <message>
        <source>the ECDSA signature is malformed</source>
        <translation>die ECDSA-Signatur ist fehlerhaft</translation>
    </message>
    <message>
        <source>RSA signature algorithm &quot;%1&quot; is not accepted (only rsa-sha2-512 and rsa-sha2-256; SHA-1 ssh-rsa signatures are refused)</source>
        <translation>RSA-Signaturverfahren &quot;%1&quot; wird nicht akzeptiert (nur rsa-sha2-512 und rsa-sha2-256; SHA-1-ssh-rsa-Signaturen werden abgelehnt)</translation>
    </message>
    <message>
        <source>OpenSSL could not load the %1 key</source>
        <translation>OpenSSL konnte den %1-Schlüssel nicht laden</translation>
    </message>
    <message>
        <source>the RSA key has fewer than %1 bits</source>
        <translation>der RSA-Schlüssel hat weniger als %1 Bit</translation>
    </message>
    <message>
        <source>OpenSSL could not start verifying</source>
        <translation>OpenSSL konnte die Prüfung nicht beginnen</translation>
    </message>
    <message>
        <source>the signature does not match the signed data</source>
        <translation>die Signatur passt nicht zu den signierten Daten</translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::SshSignature</name>
    <message>
        <source>the signature is larger than %1 bytes</source>
        <translation>die Signatur ist größer als %1 Bytes</translation>
    </message>
    <message>
        <source>not an SSH signature (expected the lines %1 … %2)</source>
        <translation>keine SSH-Signatur (erwartet die Zeilen %1 … %2)</translation>
    </message>
    <message>
        <source>the SSH signature is not valid base64</source>
        <translation>die SSH-Signatur ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>the SSH signature does not start with SSHSIG</source>
        <translation>die SSH-Signatur beginnt nicht mit SSHSIG</translation>
    </message>
    <message>
        <source>unsupported SSH signature version %1</source>
        <translation>nicht unterstützte SSH-Signaturversion %1</translation>
    </message>
    <message>
        <source>the SSH signature is truncated or has trailing data</source>
        <translation>die SSH-Signatur ist abgeschnitten oder hat überzählige Daten</translation>
    </message>
    <message>
        <source>the signing key: %1</source>
        <translation>der signierende Schlüssel: %1</translation>
    </message>
    <message>
        <source>unsupported signature hash &quot;%1&quot; (sha512 or sha256)</source>
        <translation>nicht unterstützter Signatur-Hash &quot;%1&quot; (sha512 oder sha256)</translation>
    </message>
    <message>
        <source>signed for namespace &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>signiert für den Namensraum &quot;%1&quot;, nicht &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>cloudly::core::grants</name>
    <message>
        <source>%1 must be an array of strings</source>
        <translation>%1 muss ein Array von Zeichenketten sein</translation>
    </message>
    <message>
        <source>at must be a string</source>
        <translation>at muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>at is not an ISO 8601 time: &quot;%1&quot;</source>
        <translation>at ist keine ISO-8601-Zeitangabe: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>userId is empty</source>
        <translation>userId ist leer</translation>
    </message>
    <message>
        <source>serviceId is empty</source>
        <translation>serviceId ist leer</translation>
    </message>
    <message>
        <source>result must be one of %1</source>
        <translation>result muss einer der folgenden Werte sein: %1</translation>
    </message>
    <message>
        <source>error must be a string</source>
        <translation>error muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot write to %1: %2</source>
        <translation>in %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot sync %1 to disk: %2</source>
        <translation>%1 kann nicht auf den Datenträger synchronisiert werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>line %1 is incomplete (torn write, %2 bytes): kept aside, not used</source>
        <translation>Zeile %1 ist unvollständig (abgebrochener Schreibvorgang, %2 Bytes): beiseitegelegt, nicht verwendet</translation>
    </message>
    <message>
        <source>line %1 is not valid JSON: %2 at offset %3 (%4 bytes; probably cut short by an interrupted write): not used</source>
        <translation>Zeile %1 ist kein gültiges JSON: %2 an Offset %3 (%4 Bytes; vermutlich durch einen unterbrochenen Schreibvorgang abgeschnitten): nicht verwendet</translation>
    </message>
    <message>
        <source>line %1 is not valid JSON: %2 at offset %3 (%4 bytes): not used</source>
        <translation>Zeile %1 ist kein gültiges JSON: %2 an Offset %3 (%4 Bytes): nicht verwendet</translation>
    </message>
    <message>
        <source>line %1 is not a JSON object: not used</source>
        <translation>Zeile %1 ist kein JSON-Objekt: nicht verwendet</translation>
    </message>
    <message>
        <source>line %1 is not a valid audit entry: %2: not used</source>
        <translation>Zeile %1 ist kein gültiger Prüfprotokolleintrag: %2: nicht verwendet</translation>
    </message>
    <message>
        <source>Run deployment preflight checks for the service: validates a planned deployment without changing anything.</source>
        <translation>Preflight-Prüfungen für den Dienst ausführen: validiert eine geplante Bereitstellung, ohne etwas zu ändern.</translation>
    </message>
    <message>
        <source>Create a new (greenfield) deployment of the service next to the running one; live traffic is not moved.</source>
        <translation>Eine neue (Greenfield-)Bereitstellung des Dienstes neben der laufenden erstellen; der Live-Datenverkehr wird nicht umgeleitet.</translation>
    </message>
    <message>
        <source>Switch the service&apos;s live route to a new deployment, so that it receives production traffic.</source>
        <translation>Die Live-Route des Dienstes auf eine neue Bereitstellung umschalten, sodass diese den Produktionsverkehr erhält.</translation>
    </message>
    <message>
        <source>Switch the service&apos;s live route back to an earlier deployment.</source>
        <translation>Die Live-Route des Dienstes auf eine frühere Bereitstellung zurückschalten.</translation>
    </message>
    <message>
        <source>Unknown capability &quot;%1&quot;: not part of the capabilities this console knows.</source>
        <translation>Unbekanntes Recht &quot;%1&quot;: gehört nicht zu den Rechten, die diese Konsole kennt.</translation>
    </message>
    <message>
        <source>low: read-only; it cannot change what is deployed or what receives traffic.</source>
        <translation>niedrig: nur lesend; kann nicht ändern, was bereitgestellt ist oder Datenverkehr erhält.</translation>
    </message>
    <message>
        <source>medium: starts new workloads that use cluster resources, but does not move live traffic.</source>
        <translation>mittel: startet neue Workloads, die Cluster-Ressourcen nutzen, leitet aber keinen Live-Datenverkehr um.</translation>
    </message>
    <message>
        <source>high: moves live production traffic to a new deployment.</source>
        <translation>hoch: leitet Live-Produktionsverkehr auf eine neue Bereitstellung um.</translation>
    </message>
    <message>
        <source>high: moves live production traffic back to an earlier deployment.</source>
        <translation>hoch: leitet Live-Produktionsverkehr zurück auf eine frühere Bereitstellung.</translation>
    </message>
    <message>
        <source>unknown: this console does not know what the capability allows.</source>
        <translation>unbekannt: diese Konsole weiß nicht, was das Recht erlaubt.</translation>
    </message>
    <message>
        <source>unknown capability %1; allowed: %2</source>
        <translation>unbekanntes Recht %1; zulässig: %2</translation>
    </message>
    <message>
        <source>unknown capabilities %1; allowed: %2</source>
        <translation>unbekannte Rechte %1; zulässig: %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>REVOKE: removes every deployment capability of %1 on %2</source>
        <translation>WIDERRUF: entfernt alle Bereitstellungsrechte von %1 für %2</translation>
    </message>
    <message>
        <source>before: %1</source>
        <translation>vorher:  %1</translation>
    </message>
    <message>
        <source>before: unknown (no earlier change recorded on this machine)</source>
        <translation>vorher:  unbekannt (keine frühere Änderung auf diesem Rechner erfasst)</translation>
    </message>
    <message>
        <source>after:  %1</source>
        <translation>nachher: %1</translation>
    </message>
    <message>
        <source>no change: the server is asked to store the same set again</source>
        <translation>keine Änderung: der Server wird gebeten, dieselbe Menge erneut zu speichern</translation>
    </message>
    <message>
        <source>echo has no %1</source>
        <translation>Echo enthält kein %1</translation>
    </message>
    <message>
        <source>echo %1 is not a string (got %2)</source>
        <translation>im Echo ist %1 keine Zeichenkette (erhalten: %2)</translation>
    </message>
    <message>
        <source>echo %1 differs: sent %2, stored %3</source>
        <translation>im Echo weicht %1 ab: gesendet %2, gespeichert %3</translation>
    </message>
    <message>
        <source>echo has no capabilities</source>
        <translation>Echo enthält kein capabilities</translation>
    </message>
    <message>
        <source>echo capabilities is not an array (got %1)</source>
        <translation>im Echo ist capabilities kein Array (erhalten: %1)</translation>
    </message>
    <message>
        <source>echo capabilities[%1] is not a string (got %2)</source>
        <translation>im Echo ist capabilities[%1] keine Zeichenkette (erhalten: %2)</translation>
    </message>
    <message>
        <source>echo capabilities contain duplicates: %1</source>
        <translation>im Echo enthält capabilities Duplikate: %1</translation>
    </message>
    <message>
        <source>not stored: %1</source>
        <translation>nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>not requested: %1</source>
        <translation>nicht angefordert: %1</translation>
    </message>
    <message>
        <source>echo capabilities differ: sent %1, stored %2 (%3)</source>
        <translation>im Echo weicht capabilities ab: gesendet %1, gespeichert %2 (%3)</translation>
    </message>
    <message>
        <source>echo has no tokenRolesNormalized (expected the boolean true)</source>
        <translation>Echo enthält kein tokenRolesNormalized (erwartet wurde der boolesche Wert true)</translation>
    </message>
    <message>
        <source>echo tokenRolesNormalized must be the boolean true, got %1</source>
        <translation>im Echo muss tokenRolesNormalized der boolesche Wert true sein, erhalten: %1</translation>
    </message>
    <message>
        <source>echo tokenRolesNormalized is false: the server did not confirm that the user&apos;s token roles were normalized</source>
        <translation>im Echo ist tokenRolesNormalized false: der Server hat nicht bestätigt, dass die Token-Rollen des Benutzers normalisiert wurden</translation>
    </message>
    <message>
        <source>echo is not a JSON object (got %1)</source>
        <translation>Echo ist kein JSON-Objekt (erhalten: %1)</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <translation>%1 kann nicht in %2 umbenannt werden</translation>
    </message>
    <message>
        <source>The grants audit log reached its storage limit (%1 files of up to %2 each): the oldest entries (%3) were removed. Archive the audit log regularly to keep its whole history.</source>
        <translation>Das Audit-Protokoll der Berechtigungen hat seine Speichergrenze erreicht (%1 Dateien zu je höchstens %2): die ältesten Einträge (%3) wurden entfernt. Archivieren Sie das Audit-Protokoll regelmäßig, um seine ganze Geschichte zu behalten.</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>cloudly::core::grants::DeployMatrixModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Machine user</source>
        <translation>Maschinenbenutzer</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
</context>
<context>
    <name>cloudly::core::grants::GrantController</name>
    <message>
        <source>machine user of cluster %1</source>
        <translation>Maschinenbenutzer von Cluster %1</translation>
    </message>
    <message>
        <source>in the audit trail on this machine</source>
        <translation>im Prüfprotokoll auf diesem Rechner</translation>
    </message>
    <message>
        <source>machine user &quot;%1&quot; listed by the server</source>
        <translation>vom Server aufgeführter Maschinenbenutzer „%1“</translation>
    </message>
    <message>
        <source>The server&apos;s user listing failed: %1</source>
        <translation>Die Benutzerliste des Servers ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Some users in the server&apos;s listing could not be read: %1</source>
        <translation>Einige Benutzer in der Liste des Servers konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>as listed by the server</source>
        <translation>wie vom Server aufgeführt</translation>
    </message>
    <message>
        <source>as last recorded on this machine, %1</source>
        <translation>wie zuletzt auf diesem Rechner erfasst, %1</translation>
    </message>
    <message>
        <source>no change recorded on this machine</source>
        <translation>keine Änderung auf diesem Rechner erfasst</translation>
    </message>
    <message>
        <source>Cloudly refused or did not complete the change: %1</source>
        <translation>Cloudly hat die Änderung abgelehnt oder nicht abgeschlossen: %1</translation>
    </message>
    <message>
        <source>Verified: Cloudly stored exactly this grant for %1 on %2 (%3) and normalized the machine user&apos;s token roles.</source>
        <translation>Verifiziert: Cloudly hat genau diese Berechtigung für %1 auf %2 (%3) gespeichert und die Token-Rollen des Maschinenbenutzers normalisiert.</translation>
    </message>
    <message>
        <source>no capabilities: revoked</source>
        <translation>keine Capabilities: widerrufen</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not match what was sent: %1. The grant on the server may differ from what you chose; check it and apply again.</source>
        <translation>Die Antwort des Servers stimmt nicht mit dem Gesendeten überein: %1. Die Berechtigung auf dem Server kann von Ihrer Auswahl abweichen; prüfen Sie sie und wenden Sie sie erneut an.</translation>
    </message>
    <message>
        <source>Warning: the audit trail could not be written: %1</source>
        <translation>Warnung: Das Prüfprotokoll konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>change deployment grants</source>
        <translation>Deployment-Berechtigungen ändern</translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <translation>Nicht gesendet: %1.</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::BlockerCatalog</name>
    <message>
        <source>Preflight request is malformed</source>
        <translation>Preflight-Anfrage ist fehlerhaft</translation>
    </message>
    <message>
        <source>Cloudly could not evaluate the request because a required field is missing, too long or of the wrong type. Nothing about the deployment has been checked yet, so no other result can be relied on.</source>
        <translation>Cloudly konnte die Anfrage nicht auswerten, weil ein Pflichtfeld fehlt, zu lang ist oder den falschen Typ hat. An der Bereitstellung wurde noch nichts geprüft, daher ist auf kein anderes Ergebnis Verlass.</translation>
    </message>
    <message>
        <source>Fix the request fields named in the message (request and service identifiers, worktree state, Corestore resources, greenfield flag) and run the preflight again.</source>
        <translation>Korrigieren Sie die in der Meldung genannten Anfragefelder (Anfrage- und Dienstkennungen, Zustand des Arbeitsverzeichnisses, Corestore-Ressourcen, Greenfield-Kennzeichen) und führen Sie den Preflight erneut aus.</translation>
    </message>
    <message>
        <source>Deployment capability not granted</source>
        <translation>Bereitstellungsrecht nicht erteilt</translation>
    </message>
    <message>
        <source>The identity running the preflight lacks a service-scoped deployment capability for this service. Cloudly would refuse the deployment whatever the other checks say.</source>
        <translation>Der Identität, die den Preflight ausführt, fehlt ein dienstbezogenes Bereitstellungsrecht für diesen Dienst. Cloudly würde die Bereitstellung unabhängig von den übrigen Prüfungen ablehnen.</translation>
    </message>
    <message>
        <source>Ask a Cloudly administrator to grant the machine user deployment:preflight and deployment:create-greenfield for this service, then sign in again.</source>
        <translation>Bitten Sie einen Cloudly-Administrator, dem Maschinenbenutzer deployment:preflight und deployment:create-greenfield für diesen Dienst zu erteilen, und melden Sie sich dann erneut an.</translation>
    </message>
    <message>
        <source>Source revision is not a full commit SHA</source>
        <translation>Quellrevision ist kein vollständiger Commit-SHA</translation>
    </message>
    <message>
        <source>A release must be tied to one exact Git commit. A branch name, tag or abbreviated SHA can move or be ambiguous, so the deployed code could not be traced back reliably.</source>
        <translation>Ein Release muss an genau einen Git-Commit gebunden sein. Ein Branch-Name, ein Tag oder ein abgekürzter SHA kann sich verschieben oder mehrdeutig sein, sodass sich der bereitgestellte Code nicht zuverlässig zurückverfolgen ließe.</translation>
    </message>
    <message>
        <source>Send the full 40-character lower-case commit SHA of the released revision (git rev-parse HEAD).</source>
        <translation>Senden Sie den vollständigen, 40-stelligen Commit-SHA der veröffentlichten Revision in Kleinbuchstaben (git rev-parse HEAD).</translation>
    </message>
    <message>
        <source>Source worktree has uncommitted changes</source>
        <translation>Quell-Arbeitsverzeichnis enthält nicht committete Änderungen</translation>
    </message>
    <message>
        <source>The build may contain changes that exist in no commit, so the release can be neither reproduced nor reviewed from source control.</source>
        <translation>Der Build kann Änderungen enthalten, die in keinem Commit existieren, sodass sich das Release weder reproduzieren noch anhand der Versionsverwaltung prüfen lässt.</translation>
    </message>
    <message>
        <source>Commit or discard the local changes, rebuild from the clean commit and run the preflight again.</source>
        <translation>Committen oder verwerfen Sie die lokalen Änderungen, bauen Sie aus dem sauberen Commit neu und führen Sie den Preflight erneut aus.</translation>
    </message>
    <message>
        <source>Release version invalid or not reserved</source>
        <translation>Release-Version ungültig oder nicht reserviert</translation>
    </message>
    <message>
        <source>Every greenfield release needs a canonical semantic version reserved for this service, so that the version names exactly one release.</source>
        <translation>Jedes Greenfield-Release benötigt eine für diesen Dienst reservierte kanonische semantische Version, damit die Version genau ein Release bezeichnet.</translation>
    </message>
    <message>
        <source>Use a SemVer 2.0 version without a &quot;v&quot; prefix or leading zeros (for example 1.4.0 or 1.4.0-rc.1) and make sure it is reserved for the service.</source>
        <translation>Verwenden Sie eine SemVer-2.0-Version ohne Präfix „v“ und ohne führende Nullen (zum Beispiel 1.4.0 oder 1.4.0-rc.1) und stellen Sie sicher, dass sie für den Dienst reserviert ist.</translation>
    </message>
    <message>
        <source>Release version already in use</source>
        <translation>Release-Version bereits vergeben</translation>
    </message>
    <message>
        <source>Another release of this service already uses this version. Reusing it would make one version number stand for two different builds.</source>
        <translation>Ein anderes Release dieses Dienstes verwendet diese Version bereits. Eine Wiederverwendung würde bedeuten, dass eine Versionsnummer für zwei verschiedene Builds steht.</translation>
    </message>
    <message>
        <source>Choose a new, unused version for this release.</source>
        <translation>Wählen Sie eine neue, unbenutzte Version für dieses Release.</translation>
    </message>
    <message>
        <source>Target namespace invalid or not reserved</source>
        <translation>Ziel-Namespace ungültig oder nicht reserviert</translation>
    </message>
    <message>
        <source>A greenfield deployment goes into a fresh namespace that must be a valid DNS label reserved for this service; otherwise it could land somewhere unintended.</source>
        <translation>Eine Greenfield-Bereitstellung erfolgt in einen neuen Namespace, der ein gültiges, für diesen Dienst reserviertes DNS-Label sein muss; andernfalls könnte sie an unbeabsichtigter Stelle landen.</translation>
    </message>
    <message>
        <source>Propose a lower-case DNS label of 1 to 63 characters (letters, digits, inner hyphens) and reserve it for the service.</source>
        <translation>Schlagen Sie ein DNS-Label in Kleinbuchstaben mit 1 bis 63 Zeichen vor (Buchstaben, Ziffern, innere Bindestriche) und reservieren Sie es für den Dienst.</translation>
    </message>
    <message>
        <source>Target namespace already in use</source>
        <translation>Ziel-Namespace bereits vergeben</translation>
    </message>
    <message>
        <source>The proposed namespace belongs to another service or workspace. Deploying into it could overwrite or expose someone else&apos;s resources.</source>
        <translation>Der vorgeschlagene Namespace gehört zu einem anderen Dienst oder Arbeitsbereich. Eine Bereitstellung darin könnte fremde Ressourcen überschreiben oder offenlegen.</translation>
    </message>
    <message>
        <source>Propose a different namespace that no other service uses.</source>
        <translation>Schlagen Sie einen anderen Namespace vor, den kein anderer Dienst verwendet.</translation>
    </message>
    <message>
        <source>Target namespace not proven empty</source>
        <translation>Ziel-Namespace nicht nachweislich leer</translation>
    </message>
    <message>
        <source>Cloudly could not prove that the namespace holds no existing state. A greenfield deployment must start from nothing, or it might adopt or damage leftovers.</source>
        <translation>Cloudly konnte nicht nachweisen, dass der Namespace keinen bestehenden Zustand enthält. Eine Greenfield-Bereitstellung muss bei null beginnen, sonst könnte sie Überreste übernehmen oder beschädigen.</translation>
    </message>
    <message>
        <source>Clean up the namespace or choose an unused one, make sure Cloudly can inventory it completely, then run the preflight again.</source>
        <translation>Räumen Sie den Namespace auf oder wählen Sie einen unbenutzten, stellen Sie sicher, dass Cloudly ihn vollständig inventarisieren kann, und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>Configuration digest could not be computed</source>
        <translation>Konfigurations-Digest konnte nicht berechnet werden</translation>
    </message>
    <message>
        <source>Cloudly binds the release to a digest of the service configuration that it computes itself. Without a valid digest the configuration that would be deployed is not pinned down.</source>
        <translation>Cloudly bindet das Release an einen Digest der Dienstkonfiguration, den es selbst berechnet. Ohne gültigen Digest ist die Konfiguration, die bereitgestellt würde, nicht eindeutig festgelegt.</translation>
    </message>
    <message>
        <source>Check the service configuration in Cloudly for missing or invalid values, then run the preflight again.</source>
        <translation>Prüfen Sie die Dienstkonfiguration in Cloudly auf fehlende oder ungültige Werte und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>Intent digest malformed</source>
        <translation>Absichts-Digest fehlerhaft</translation>
    </message>
    <message>
        <source>The client&apos;s digest of its deployment intent must be a canonical sha256 digest, so that what was reviewed can later be compared with what runs.</source>
        <translation>Der Digest des Clients für seine Bereitstellungsabsicht muss ein kanonischer sha256-Digest sein, damit sich das Geprüfte später mit dem Laufenden vergleichen lässt.</translation>
    </message>
    <message>
        <source>Send the intent digest as sha256: followed by 64 lower-case hexadecimal digits.</source>
        <translation>Senden Sie den Absichts-Digest als sha256: gefolgt von 64 hexadezimalen Ziffern in Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>Current image uses a mutable reference</source>
        <translation>Aktuelles Image verwendet eine veränderliche Referenz</translation>
    </message>
    <message>
        <source>The service currently runs an image referenced by a tag instead of a digest, so nobody can say exactly which build runs today or roll back to it reliably.</source>
        <translation>Der Dienst führt derzeit ein Image aus, das über ein Tag statt über einen Digest referenziert wird, sodass niemand genau sagen kann, welcher Build heute läuft, oder zuverlässig darauf zurücksetzen kann.</translation>
    </message>
    <message>
        <source>Pin the running service to an immutable image digest before planning the new release.</source>
        <translation>Legen Sie den laufenden Dienst auf einen unveränderlichen Image-Digest fest, bevor Sie das neue Release planen.</translation>
    </message>
    <message>
        <source>Running tasks report no image digest</source>
        <translation>Laufende Aufgaben melden keinen Image-Digest</translation>
    </message>
    <message>
        <source>At least one running task did not report the digest of the image it runs, so the current state cannot be verified.</source>
        <translation>Mindestens eine laufende Aufgabe hat den Digest ihres Images nicht gemeldet, sodass der aktuelle Zustand nicht überprüft werden kann.</translation>
    </message>
    <message>
        <source>Make sure every node reports the image digests of its tasks (check the Coreflow agents), then run the preflight again.</source>
        <translation>Stellen Sie sicher, dass jeder Knoten die Image-Digests seiner Aufgaben meldet (prüfen Sie die Coreflow-Agenten), und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>OCI index digest missing or malformed</source>
        <translation>OCI-Index-Digest fehlt oder ist fehlerhaft</translation>
    </message>
    <message>
        <source>The release must name its image by an OCI index digest; a tag alone can be moved after the review.</source>
        <translation>Das Release muss sein Image über einen OCI-Index-Digest benennen; ein bloßes Tag kann nach der Prüfung verschoben werden.</translation>
    </message>
    <message>
        <source>Pass the digest of the pushed OCI image index as sha256: followed by 64 lower-case hexadecimal digits.</source>
        <translation>Übergeben Sie den Digest des gepushten OCI-Image-Index als sha256: gefolgt von 64 hexadezimalen Ziffern in Kleinbuchstaben.</translation>
    </message>
    <message>
        <source>OCI index not found in the registry</source>
        <translation>OCI-Index nicht in der Registry gefunden</translation>
    </message>
    <message>
        <source>No image index with this digest exists in the service&apos;s registry repository, so there is nothing to deploy.</source>
        <translation>Im Registry-Repository des Dienstes existiert kein Image-Index mit diesem Digest, es gibt also nichts bereitzustellen.</translation>
    </message>
    <message>
        <source>Push the image index to the service&apos;s registry repository, or correct the digest.</source>
        <translation>Pushen Sie den Image-Index in das Registry-Repository des Dienstes oder korrigieren Sie den Digest.</translation>
    </message>
    <message>
        <source>Image is not an OCI index</source>
        <translation>Image ist kein OCI-Index</translation>
    </message>
    <message>
        <source>The digest points to a single-platform manifest or an unknown media type. Releases must be image indexes so that every node can pull an image for its platform.</source>
        <translation>Der Digest verweist auf ein Manifest für eine einzelne Plattform oder auf einen unbekannten Medientyp. Releases müssen Image-Indizes sein, damit jeder Knoten ein Image für seine Plattform abrufen kann.</translation>
    </message>
    <message>
        <source>Build and push a multi-platform image index (for example with docker buildx) and use its digest.</source>
        <translation>Bauen und pushen Sie einen Multi-Plattform-Image-Index (zum Beispiel mit docker buildx) und verwenden Sie dessen Digest.</translation>
    </message>
    <message>
        <source>Required platform missing from the image</source>
        <translation>Erforderliche Plattform fehlt im Image</translation>
    </message>
    <message>
        <source>The image index has no entry for a platform that target nodes run on; those nodes could not start the service.</source>
        <translation>Der Image-Index hat keinen Eintrag für eine Plattform, auf der Zielknoten laufen; diese Knoten könnten den Dienst nicht starten.</translation>
    </message>
    <message>
        <source>Build the image for every platform of the target nodes (for example linux/amd64 and linux/arm64) and push a new index.</source>
        <translation>Bauen Sie das Image für jede Plattform der Zielknoten (zum Beispiel linux/amd64 und linux/arm64) und pushen Sie einen neuen Index.</translation>
    </message>
    <message>
        <source>Platform manifest missing from the registry</source>
        <translation>Plattform-Manifest fehlt in der Registry</translation>
    </message>
    <message>
        <source>The index lists a platform whose manifest is not present in the registry, so nodes of that platform would fail to pull the image.</source>
        <translation>Der Index führt eine Plattform auf, deren Manifest nicht in der Registry vorhanden ist, sodass Knoten dieser Plattform das Image nicht abrufen könnten.</translation>
    </message>
    <message>
        <source>Push the image again so that every platform manifest the index refers to is present.</source>
        <translation>Pushen Sie das Image erneut, damit jedes Plattform-Manifest vorhanden ist, auf das der Index verweist.</translation>
    </message>
    <message>
        <source>Immutable release tag missing</source>
        <translation>Unveränderliches Release-Tag fehlt</translation>
    </message>
    <message>
        <source>Releases are published under an immutable release tag so that people and tools can find the exact image of a version.</source>
        <translation>Releases werden unter einem unveränderlichen Release-Tag veröffentlicht, damit Menschen und Werkzeuge genau das Image einer Version finden.</translation>
    </message>
    <message>
        <source>Provide a release tag for this version.</source>
        <translation>Geben Sie ein Release-Tag für diese Version an.</translation>
    </message>
    <message>
        <source>Release tag not reserved</source>
        <translation>Release-Tag nicht reserviert</translation>
    </message>
    <message>
        <source>The release tag is not reserved as immutable in the registry; it could later be moved to a different image.</source>
        <translation>Das Release-Tag ist in der Registry nicht als unveränderlich reserviert; es könnte später auf ein anderes Image verschoben werden.</translation>
    </message>
    <message>
        <source>Reserve the release tag for this image, or choose a tag that can still be reserved.</source>
        <translation>Reservieren Sie das Release-Tag für dieses Image oder wählen Sie ein Tag, das noch reserviert werden kann.</translation>
    </message>
    <message>
        <source>Release evidence missing</source>
        <translation>Release-Nachweise fehlen</translation>
    </message>
    <message>
        <source>A required attestation (provenance, SBOM, signature, vulnerability policy or release authorization) is absent, so the supply chain of this image is not fully documented.</source>
        <translation>Eine erforderliche Attestierung (Herkunftsnachweis, SBOM, Signatur, Schwachstellenrichtlinie oder Release-Freigabe) fehlt, sodass die Lieferkette dieses Images nicht vollständig dokumentiert ist.</translation>
    </message>
    <message>
        <source>Attach the missing attestation for the image index digest to the release evidence.</source>
        <translation>Hängen Sie die fehlende Attestierung für den Image-Index-Digest an die Release-Nachweise an.</translation>
    </message>
    <message>
        <source>Release evidence invalid</source>
        <translation>Release-Nachweise ungültig</translation>
    </message>
    <message>
        <source>The release evidence is malformed or not bound to this deployment&apos;s revision, version, configuration digest and image digest. Evidence about a different build proves nothing about this one.</source>
        <translation>Die Release-Nachweise sind fehlerhaft oder nicht an Revision, Version, Konfigurations-Digest und Image-Digest dieser Bereitstellung gebunden. Nachweise über einen anderen Build beweisen nichts über diesen.</translation>
    </message>
    <message>
        <source>Regenerate the evidence for exactly this revision, version, configuration digest and image index digest, with a verifier and a verification time for every attestation.</source>
        <translation>Erzeugen Sie die Nachweise neu für genau diese Revision, Version, diesen Konfigurations-Digest und diesen Image-Index-Digest, mit einem Prüfer und einem Prüfzeitpunkt für jede Attestierung.</translation>
    </message>
    <message>
        <source>Release not authorized</source>
        <translation>Release nicht freigegeben</translation>
    </message>
    <message>
        <source>The release evidence does not state that the release was authorized, so nobody has signed off on shipping it.</source>
        <translation>Die Release-Nachweise geben nicht an, dass das Release freigegeben wurde; niemand hat seine Auslieferung abgezeichnet.</translation>
    </message>
    <message>
        <source>Obtain the release authorization from the responsible release manager and record it in the release evidence.</source>
        <translation>Holen Sie die Release-Freigabe beim zuständigen Release-Manager ein und erfassen Sie sie in den Release-Nachweisen.</translation>
    </message>
    <message>
        <source>Greenfield execution unavailable</source>
        <translation>Greenfield-Ausführung nicht verfügbar</translation>
    </message>
    <message>
        <source>This Cloudly server cannot execute greenfield deployments yet, so even an otherwise clean preflight cannot be acted on.</source>
        <translation>Dieser Cloudly-Server kann noch keine Greenfield-Bereitstellungen ausführen, daher lässt sich selbst auf einen ansonsten sauberen Preflight hin nichts unternehmen.</translation>
    </message>
    <message>
        <source>Upgrade Cloudly to a version that executes greenfield deployments; nothing in the request can fix this.</source>
        <translation>Aktualisieren Sie Cloudly auf eine Version, die Greenfield-Bereitstellungen ausführt; nichts in der Anfrage kann dies beheben.</translation>
    </message>
    <message>
        <source>Route promotion fence unavailable</source>
        <translation>Absicherung der Routen-Umschaltung nicht verfügbar</translation>
    </message>
    <message>
        <source>Cloudly cannot guard the switch of traffic to the new deployment, so a promotion could race with other changes.</source>
        <translation>Cloudly kann das Umschalten des Datenverkehrs auf die neue Bereitstellung nicht absichern, sodass eine Umschaltung mit anderen Änderungen kollidieren könnte.</translation>
    </message>
    <message>
        <source>Upgrade Cloudly to a version that supports fenced route promotion; nothing in the request can fix this.</source>
        <translation>Aktualisieren Sie Cloudly auf eine Version, die abgesicherte Routen-Umschaltung unterstützt; nichts in der Anfrage kann dies beheben.</translation>
    </message>
    <message>
        <source>Post-deployment verification unavailable</source>
        <translation>Prüfung nach der Bereitstellung nicht verfügbar</translation>
    </message>
    <message>
        <source>Cloudly cannot verify the new deployment after it starts, so a broken release could receive traffic unnoticed.</source>
        <translation>Cloudly kann die neue Bereitstellung nach ihrem Start nicht überprüfen, sodass ein fehlerhaftes Release unbemerkt Datenverkehr erhalten könnte.</translation>
    </message>
    <message>
        <source>Upgrade Cloudly to a version that supports post-deployment verification; nothing in the request can fix this.</source>
        <translation>Aktualisieren Sie Cloudly auf eine Version, die die Prüfung nach der Bereitstellung unterstützt; nichts in der Anfrage kann dies beheben.</translation>
    </message>
    <message>
        <source>Deployment would replace existing state</source>
        <translation>Bereitstellung würde bestehenden Zustand ersetzen</translation>
    </message>
    <message>
        <source>The request is not a pure greenfield deployment, or Cloudly cannot rule out that it would overwrite existing data or services. Only greenfield deployments are supported.</source>
        <translation>Die Anfrage ist keine reine Greenfield-Bereitstellung, oder Cloudly kann nicht ausschließen, dass sie bestehende Daten oder Dienste überschreibt. Nur Greenfield-Bereitstellungen werden unterstützt.</translation>
    </message>
    <message>
        <source>Request a greenfield deployment into a new, empty namespace with new Corestore resources.</source>
        <translation>Fordern Sie eine Greenfield-Bereitstellung in einen neuen, leeren Namespace mit neuen Corestore-Ressourcen an.</translation>
    </message>
    <message>
        <source>Corestore inventory incomplete</source>
        <translation>Corestore-Inventar unvollständig</translation>
    </message>
    <message>
        <source>Cloudly could not list all Corestore databases and object stores, so it cannot tell whether the proposed resources clash with existing ones.</source>
        <translation>Cloudly konnte nicht alle Corestore-Datenbanken und -Objektspeicher auflisten und kann daher nicht feststellen, ob die vorgeschlagenen Ressourcen mit bestehenden kollidieren.</translation>
    </message>
    <message>
        <source>Make sure Corestore is reachable and healthy, then run the preflight again.</source>
        <translation>Stellen Sie sicher, dass Corestore erreichbar und funktionsfähig ist, und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>Running replicas do not match</source>
        <translation>Laufende Replikate stimmen nicht überein</translation>
    </message>
    <message>
        <source>The running replicas do not all report the same verified image digest, or fewer replicas are verified than required, so the current state is inconsistent.</source>
        <translation>Die laufenden Replikate melden nicht alle denselben verifizierten Image-Digest, oder es sind weniger Replikate verifiziert als erforderlich, sodass der aktuelle Zustand inkonsistent ist.</translation>
    </message>
    <message>
        <source>Investigate the mismatched tasks, bring every replica to the same verified image, then run the preflight again.</source>
        <translation>Untersuchen Sie die abweichenden Aufgaben, bringen Sie jedes Replikat auf dasselbe verifizierte Image und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>Unknown blocker %1</source>
        <translation>Unbekannte Blockade %1</translation>
    </message>
    <message>
        <source>The server reported a blocker code that this version of the console does not know; it may come from a newer Cloudly release. Treat it as blocking until you know what it means.</source>
        <translation>Der Server hat einen Blockadecode gemeldet, den diese Version der Konsole nicht kennt; er stammt möglicherweise aus einem neueren Cloudly-Release. Behandeln Sie ihn als blockierend, bis Sie wissen, was er bedeutet.</translation>
    </message>
    <message>
        <source>Read the server&apos;s message for this blocker and the Cloudly release notes; a newer Cloudly Console explains the code.</source>
        <translation>Lesen Sie die Meldung des Servers zu dieser Blockade und die Cloudly-Versionshinweise; eine neuere Cloudly Console erklärt den Code.</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Image / OCI</source>
        <translation>Image / OCI</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
    <message>
        <source>Namespace / state</source>
        <translation>Namespace / Zustand</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Autorisierung</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>Ausführung</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::Decision</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer von %1</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>%1 is %2, expected %3</source>
        <translation>%1 ist %2, erwartet: %3</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true, false or &quot;unknown&quot;</source>
        <translation>true, false oder &quot;unknown&quot;</translation>
    </message>
    <message>
        <source>a canonical sha256 digest</source>
        <translation>ein kanonischer sha256-Digest</translation>
    </message>
    <message>
        <source>%1 is %2, but the request sent %3 as %4</source>
        <translation>%1 ist %2, aber die Anfrage hat %3 als %4 gesendet</translation>
    </message>
    <message>
        <source>report.authorizationChecks has no entry for %1</source>
        <translation>report.authorizationChecks hat keinen Eintrag für %1</translation>
    </message>
    <message>
        <source>report.authorizationChecks: %1 is not granted</source>
        <translation>report.authorizationChecks: %1 ist nicht gewährt</translation>
    </message>
    <message>
        <source>the request as sent fails the client re-check: %1</source>
        <translation>die gesendete Anfrage besteht die erneute Client-Prüfung nicht: %1</translation>
    </message>
    <message>
        <source>the report is %1, expected an object</source>
        <translation>der Bericht ist %1, erwartet: ein Objekt</translation>
    </message>
    <message>
        <source>report schemaVersion is %1, expected 2</source>
        <translation>schemaVersion des Berichts ist %1, erwartet: 2</translation>
    </message>
    <message>
        <source>report says mutationPerformed is true; a preflight must not change anything</source>
        <translation>der Bericht meldet mutationPerformed als true; ein Preflight darf nichts verändern</translation>
    </message>
    <message>
        <source>report mutationPerformed is %1, expected false</source>
        <translation>mutationPerformed des Berichts ist %1, erwartet: false</translation>
    </message>
    <message>
        <source>report decision is %1, expected &quot;GO&quot; or &quot;NO-GO&quot;</source>
        <translation>Entscheidung des Berichts ist %1, erwartet: &quot;GO&quot; oder &quot;NO-GO&quot;</translation>
    </message>
    <message>
        <source>report decision is NO-GO but lists no blockers</source>
        <translation>Entscheidung des Berichts ist NO-GO, aber es sind keine Blockaden aufgeführt</translation>
    </message>
    <message>
        <source>report blocker code %1 is not known to this console</source>
        <translation>Blockade-Code %1 im Bericht ist dieser Konsole nicht bekannt</translation>
    </message>
    <message>
        <source>the release evidence sent fails the client re-check against the report: %1</source>
        <translation>die gesendeten Release-Nachweise bestehen die erneute Client-Prüfung gegen den Bericht nicht: %1</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::Digest</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::OutlineSection</name>
    <message>
        <source>unexpected value: %1</source>
        <translation>unerwarteter Wert: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>(empty) — no digest</source>
        <translation>(leer) – kein Digest</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The report has no “%1” section: %2.</source>
        <translation>Der Bericht enthält keinen Abschnitt „%1“: %2.</translation>
    </message>
    <message>
        <source>The report&apos;s “%1” is not an object.</source>
        <translation>„%1“ im Bericht ist kein Objekt.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Cloudly sent no report.</source>
        <translation>Cloudly hat keinen Bericht gesendet.</translation>
    </message>
    <message>
        <source>The report is not a JSON object.</source>
        <translation>Der Bericht ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>This console understands report schemaVersion 2 only. The values below are shown as received; they did not count towards a GO.</source>
        <translation>Diese Konsole versteht nur Berichte mit schemaVersion 2. Die folgenden Werte werden wie empfangen angezeigt; sie wurden bei einem GO nicht berücksichtigt.</translation>
    </message>
    <message>
        <source>Cloudly&apos;s decision</source>
        <translation>Entscheidung von Cloudly</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Schemaversion</translation>
    </message>
    <message>
        <source>Mutation performed</source>
        <translation>Änderung durchgeführt</translation>
    </message>
    <message>
        <source>Generated at</source>
        <translation>Erstellt am</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Service ID</source>
        <translation>Dienst-ID</translation>
    </message>
    <message>
        <source>Service name</source>
        <translation>Dienstname</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>Registry host</source>
        <translation>Registry-Host</translation>
    </message>
    <message>
        <source>Registry repository</source>
        <translation>Registry-Repository</translation>
    </message>
    <message>
        <source>Deploy on push</source>
        <translation>Bei Push bereitstellen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Uncommitted changes</source>
        <translation>Nicht festgeschriebene Änderungen</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Intent digest (sent by this console)</source>
        <translation>Intent-Digest (von dieser Konsole gesendet)</translation>
    </message>
    <message>
        <source>Configuration digest (computed by Cloudly)</source>
        <translation>Konfigurations-Digest (von Cloudly berechnet)</translation>
    </message>
    <message>
        <source>yes, the same digest</source>
        <translation>ja, derselbe Digest</translation>
    </message>
    <message>
        <source>no — Cloudly echoed a different digest</source>
        <translation>nein – Cloudly hat einen anderen Digest zurückgegeben</translation>
    </message>
    <message>
        <source>Intent digest echoed unchanged</source>
        <translation>Intent-Digest unverändert zurückgegeben</translation>
    </message>
    <message>
        <source>missing from report</source>
        <translation>fehlt im Bericht</translation>
    </message>
    <message>
        <source>unknown — not proven</source>
        <translation>unbekannt – nicht nachgewiesen</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>angefordert</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>Plattformen</translation>
    </message>
    <message>
        <source>Neither image lists any platform.</source>
        <translation>Keines der Images führt eine Plattform auf.</translation>
    </message>
    <message>
        <source>Current and requested image</source>
        <translation>Aktuelles und angefordertes Image</translation>
    </message>
    <message>
        <source>Current image</source>
        <translation>Aktuelles Image</translation>
    </message>
    <message>
        <source>Requested image</source>
        <translation>Angefordertes Image</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>Media type</source>
        <translation>Medientyp</translation>
    </message>
    <message>
        <source>Mutable reference</source>
        <translation>Veränderliche Referenz</translation>
    </message>
    <message>
        <source>Release tag reserved</source>
        <translation>Release-Tag reserviert</translation>
    </message>
    <message>
        <source>Current image reference</source>
        <translation>Aktuelle Image-Referenz</translation>
    </message>
    <message>
        <source>Runtime tasks</source>
        <translation>Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifizierung</translation>
    </message>
    <message>
        <source>Reported digest</source>
        <translation>Gemeldeter Digest</translation>
    </message>
    <message>
        <source>Image reference</source>
        <translation>Image-Referenz</translation>
    </message>
    <message>
        <source>No runtime tasks: nothing is running.</source>
        <translation>Keine Laufzeitaufgaben: Es läuft nichts.</translation>
    </message>
    <message>
        <source>Runtime attestation</source>
        <translation>Laufzeitnachweis</translation>
    </message>
    <message>
        <source>Required replicas</source>
        <translation>Erforderliche Replikate</translation>
    </message>
    <message>
        <source>Observed replicas</source>
        <translation>Beobachtete Replikate</translation>
    </message>
    <message>
        <source>Healthy replicas</source>
        <translation>Fehlerfreie Replikate</translation>
    </message>
    <message>
        <source>Verified replicas</source>
        <translation>Verifizierte Replikate</translation>
    </message>
    <message>
        <source>Consistent digest</source>
        <translation>Einheitlicher Digest</translation>
    </message>
    <message>
        <source>Platform bindings</source>
        <translation>Plattformbindungen</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Capability</translation>
    </message>
    <message>
        <source>Desired state</source>
        <translation>Sollzustand</translation>
    </message>
    <message>
        <source>No platform bindings.</source>
        <translation>Keine Plattformbindungen.</translation>
    </message>
    <message>
        <source>Corestore resources</source>
        <translation>Corestore-Ressourcen</translation>
    </message>
    <message>
        <source>Existing</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Resource name</source>
        <translation>Ressourcenname</translation>
    </message>
    <message>
        <source>No existing resources.</source>
        <translation>Keine vorhandenen Ressourcen.</translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <source>Existing?</source>
        <translation>Vorhanden?</translation>
    </message>
    <message>
        <source>No resources proposed.</source>
        <translation>Keine Ressourcen vorgeschlagen.</translation>
    </message>
    <message>
        <source>already exists</source>
        <translation>existiert bereits</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Proposed namespace safety</source>
        <translation>Sicherheit des vorgeschlagenen Namespace</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>Reserved for this deployment</source>
        <translation>Für diese Bereitstellung reserviert</translation>
    </message>
    <message>
        <source>Proven blank</source>
        <translation>Nachweislich leer</translation>
    </message>
    <message>
        <source>Would replace existing state</source>
        <translation>Würde vorhandenen Zustand ersetzen</translation>
    </message>
    <message>
        <source>Version reserved</source>
        <translation>Version reserviert</translation>
    </message>
    <message>
        <source>Corestore inventory complete</source>
        <translation>Corestore-Bestand vollständig</translation>
    </message>
    <message>
        <source>Authorization checks</source>
        <translation>Berechtigungsprüfungen</translation>
    </message>
    <message>
        <source>Granted</source>
        <translation>Erteilt</translation>
    </message>
    <message>
        <source>Needed for this deployment</source>
        <translation>Für diese Bereitstellung erforderlich</translation>
    </message>
    <message>
        <source>No authorization checks.</source>
        <translation>Keine Berechtigungsprüfungen.</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>not for a greenfield deployment</source>
        <translation>nicht für eine Neubereitstellung</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::Receipt</name>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a preflight receipt (format is not %1)</source>
        <translation>kein Preflight-Beleg (Format ist nicht %1)</translation>
    </message>
    <message>
        <source>unsupported receipt format version %1 (this console reads version %2)</source>
        <translation>nicht unterstützte Version %1 des Belegformats (diese Konsole liest Version %2)</translation>
    </message>
    <message>
        <source>the receipt has no id</source>
        <translation>der Beleg hat keine ID</translation>
    </message>
    <message>
        <source>createdAt is not an ISO 8601 time</source>
        <translation>createdAt ist keine ISO-8601-Zeitangabe</translation>
    </message>
    <message>
        <source>the request is missing</source>
        <translation>die Anfrage fehlt</translation>
    </message>
    <message>
        <source>the decision is missing or malformed</source>
        <translation>die Entscheidung fehlt oder ist fehlerhaft</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>## Blockers (%1)

</source>
        <translation>## Blockaden (%1)

</translation>
    </message>
    <message>
        <source>- **Reported by:** %1
</source>
        <translation>- **Gemeldet von:** %1
</translation>
    </message>
    <message>
        <source>- **Why it matters:** %1
</source>
        <translation>- **Warum es wichtig ist:** %1
</translation>
    </message>
    <message>
        <source>- **How to fix:** %1

</source>
        <translation>- **Behebung:** %1

</translation>
    </message>
    <message>
        <source>Console check failed</source>
        <translation>Konsolenprüfung fehlgeschlagen</translation>
    </message>
    <message>
        <source>This console could not confirm the report.</source>
        <translation>Diese Konsole konnte den Bericht nicht bestätigen.</translation>
    </message>
    <message>
        <source>Read the message and run the preflight again.</source>
        <translation>Lesen Sie die Meldung und führen Sie den Preflight erneut aus.</translation>
    </message>
    <message>
        <source>Cloudly and this console</source>
        <translation>Cloudly und diese Konsole</translation>
    </message>
    <message>
        <source>Cloudly</source>
        <translation>Cloudly</translation>
    </message>
    <message>
        <source>this console</source>
        <translation>diese Konsole</translation>
    </message>
    <message>
        <source>Authorization missing: Cloudly refused the preflight (%1).</source>
        <translation>Autorisierung fehlt: Cloudly hat den Preflight abgelehnt (%1).</translation>
    </message>
    <message>
        <source>No report: Cloudly answered with an error (%1).</source>
        <translation>Kein Bericht: Cloudly hat mit einem Fehler geantwortet (%1).</translation>
    </message>
    <message>
        <source>Every check passed: Cloudly and this console agree that this greenfield deployment may proceed.</source>
        <translation>Alle Prüfungen bestanden: Cloudly und diese Konsole sind sich einig, dass diese Greenfield-Bereitstellung fortgesetzt werden darf.</translation>
    </message>
    <message>
        <source>Blockers: %1 (%2).</source>
        <translation>Blockaden: %1 (%2).</translation>
    </message>
    <message>
        <source>Authorization missing: %1 lacks a required deployment capability for %2.</source>
        <translation>Autorisierung fehlt: %1 besitzt ein erforderliches Bereitstellungsrecht für %2 nicht.</translation>
    </message>
    <message>
        <source>the identity</source>
        <translation>die Identität</translation>
    </message>
    <message>
        <source>This deployment must not proceed.</source>
        <translation>Diese Bereitstellung darf nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>This console does not trust the report. Problems found: %1.</source>
        <translation>Diese Konsole vertraut dem Bericht nicht. Gefundene Probleme: %1.</translation>
    </message>
    <message>
        <source>Problems with the report: %1.</source>
        <translation>Probleme mit dem Bericht: %1.</translation>
    </message>
    <message>
        <source># Deployment preflight: %1

</source>
        <translation># Bereitstellungs-Preflight: %1

</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>## Cloudly&apos;s error

%1

</source>
        <translation>## Fehler von Cloudly

%1

</translation>
    </message>
    <message>
        <source>## Why this console says NO-GO

</source>
        <translation>## Warum diese Konsole NO-GO meldet

</translation>
    </message>
    <message>
        <source>## Blockers

None.

</source>
        <translation>## Blockaden

Keine.

</translation>
    </message>
    <message>
        <source>## Request as sent

</source>
        <translation>## Anfrage wie gesendet

</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::ReceiptDiff</name>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>Configuration digest (Cloudly)</source>
        <translation>Konfigurations-Digest (Cloudly)</translation>
    </message>
    <message>
        <source>Intent digest (sent)</source>
        <translation>Absichts-Digest (gesendet)</translation>
    </message>
    <message>
        <source>Requested image digest</source>
        <translation>Angeforderter Image-Digest</translation>
    </message>
    <message>
        <source>Current image digest</source>
        <translation>Aktueller Image-Digest</translation>
    </message>
    <message>
        <source>Receipts of different services cannot be compared (%1 and %2).</source>
        <translation>Belege verschiedener Dienste können nicht verglichen werden (%1 und %2).</translation>
    </message>
    <message>
        <source>## Receipt comparison for %1

</source>
        <translation>## Belegvergleich für %1

</translation>
    </message>
    <message>
        <source>Older receipt `%1`, newer receipt `%2`.

</source>
        <translation>Älterer Beleg `%1`, neuerer Beleg `%2`.

</translation>
    </message>
    <message>
        <source>- **Decision changed:** %1 → %2
</source>
        <translation>- **Entscheidung geändert:** %1 → %2
</translation>
    </message>
    <message>
        <source>- Decision unchanged: %1
</source>
        <translation>- Entscheidung unverändert: %1
</translation>
    </message>
    <message>
        <source>- No blocker or digest changed.
</source>
        <translation>- Keine Blockade und kein Digest geändert.
</translation>
    </message>
    <message>
        <source>### Blockers added (%1)

</source>
        <translation>### Hinzugekommene Blockaden (%1)

</translation>
    </message>
    <message>
        <source>### Blockers removed (%1)

</source>
        <translation>### Entfernte Blockaden (%1)

</translation>
    </message>
    <message>
        <source>### Digests changed (%1)

</source>
        <translation>### Geänderte Digests (%1)

</translation>
    </message>
    <message>
        <source>- %1: %2 → %3
</source>
        <translation>- %1: %2 → %3
</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::ReceiptExport</name>
    <message>
        <source>No usable report</source>
        <translation>Kein verwendbarer Bericht</translation>
    </message>
    <message>
        <source>Cloudly sent no report object, so nothing about the deployment was checked.</source>
        <translation>Cloudly hat kein Berichtsobjekt gesendet, daher wurde an der Bereitstellung nichts geprüft.</translation>
    </message>
    <message>
        <source>Check the server&apos;s error and the connection, then run the preflight again.</source>
        <translation>Prüfen Sie den Fehler des Servers und die Verbindung und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>Report schema not understood</source>
        <translation>Berichtsschema nicht verstanden</translation>
    </message>
    <message>
        <source>The report uses a schema version this console does not know. Its fields may mean something else, so the console cannot prove GO.</source>
        <translation>Der Bericht verwendet eine Schemaversion, die diese Konsole nicht kennt. Seine Felder könnten etwas anderes bedeuten, daher kann die Konsole kein GO nachweisen.</translation>
    </message>
    <message>
        <source>Use a Cloudly Console release that supports this Cloudly version.</source>
        <translation>Verwenden Sie ein Cloudly-Console-Release, das diese Cloudly-Version unterstützt.</translation>
    </message>
    <message>
        <source>The preflight says it changed something</source>
        <translation>Der Preflight gibt an, etwas geändert zu haben</translation>
    </message>
    <message>
        <source>A preflight must be read-only, yet the report says something was changed. It cannot be trusted as a dry run.</source>
        <translation>Ein Preflight darf nur lesen, doch laut Bericht wurde etwas geändert. Als Probelauf ist er nicht vertrauenswürdig.</translation>
    </message>
    <message>
        <source>Find out on the Cloudly server what was changed before deploying anything.</source>
        <translation>Klären Sie auf dem Cloudly-Server, was geändert wurde, bevor Sie irgendetwas bereitstellen.</translation>
    </message>
    <message>
        <source>Decision missing or unknown</source>
        <translation>Entscheidung fehlt oder ist unbekannt</translation>
    </message>
    <message>
        <source>The report&apos;s decision is neither GO nor NO-GO.</source>
        <translation>Die Entscheidung des Berichts ist weder GO noch NO-GO.</translation>
    </message>
    <message>
        <source>Check the Cloudly version and run the preflight again.</source>
        <translation>Prüfen Sie die Cloudly-Version und führen Sie den Preflight erneut aus.</translation>
    </message>
    <message>
        <source>Report incomplete</source>
        <translation>Bericht unvollständig</translation>
    </message>
    <message>
        <source>A field of the report is missing or has an unexpected type, so the console cannot check everything a GO requires.</source>
        <translation>Ein Feld des Berichts fehlt oder hat einen unerwarteten Typ, daher kann die Konsole nicht alles prüfen, was ein GO erfordert.</translation>
    </message>
    <message>
        <source>Check that Cloudly and this console speak the same contract version; the message names the field.</source>
        <translation>Prüfen Sie, ob Cloudly und diese Konsole dieselbe Vertragsversion verwenden; die Meldung nennt das Feld.</translation>
    </message>
    <message>
        <source>GO despite blockers</source>
        <translation>GO trotz Blockaden</translation>
    </message>
    <message>
        <source>Cloudly said GO while listing blockers. The console fails closed on a contradiction.</source>
        <translation>Cloudly hat GO gemeldet und zugleich Blockaden aufgeführt. Bei einem Widerspruch lehnt die Konsole sicherheitshalber ab.</translation>
    </message>
    <message>
        <source>Report this to the Cloudly operators and do not deploy.</source>
        <translation>Melden Sie dies den Cloudly-Betreibern und stellen Sie nichts bereit.</translation>
    </message>
    <message>
        <source>NO-GO without a reason</source>
        <translation>NO-GO ohne Begründung</translation>
    </message>
    <message>
        <source>Cloudly said NO-GO without naming a blocker.</source>
        <translation>Cloudly hat NO-GO gemeldet, ohne eine Blockade zu nennen.</translation>
    </message>
    <message>
        <source>Ask the Cloudly operators why, then run the preflight again.</source>
        <translation>Fragen Sie die Cloudly-Betreiber nach dem Grund und führen Sie den Preflight dann erneut aus.</translation>
    </message>
    <message>
        <source>Unknown blocker code</source>
        <translation>Unbekannter Blockadecode</translation>
    </message>
    <message>
        <source>Cloudly named a blocker this console does not know, so it can neither explain it nor judge it harmless.</source>
        <translation>Cloudly hat eine Blockade genannt, die diese Konsole nicht kennt; sie kann sie daher weder erklären noch als harmlos einstufen.</translation>
    </message>
    <message>
        <source>Look the code up in the Cloudly release notes, or update Cloudly Console.</source>
        <translation>Schlagen Sie den Code in den Cloudly-Versionshinweisen nach oder aktualisieren Sie Cloudly Console.</translation>
    </message>
    <message>
        <source>Request fails the console&apos;s checks</source>
        <translation>Anfrage besteht die Prüfungen der Konsole nicht</translation>
    </message>
    <message>
        <source>The request as sent does not pass the console&apos;s own validation, so the result cannot be a GO.</source>
        <translation>Die gesendete Anfrage besteht die eigene Validierung der Konsole nicht, daher kann das Ergebnis kein GO sein.</translation>
    </message>
    <message>
        <source>Fix the request fields named in the blockers and run the preflight again.</source>
        <translation>Korrigieren Sie die in den Blockaden genannten Anfragefelder und führen Sie den Preflight erneut aus.</translation>
    </message>
    <message>
        <source>Release evidence does not bind</source>
        <translation>Release-Nachweise sind nicht gebunden</translation>
    </message>
    <message>
        <source>The release evidence does not match the revision, version, configuration digest or index digest of this deployment.</source>
        <translation>Die Release-Nachweise passen nicht zu Revision, Version, Konfigurations-Digest oder Index-Digest dieser Bereitstellung.</translation>
    </message>
    <message>
        <source>Produce release evidence for exactly this revision, version, configuration and image index.</source>
        <translation>Erstellen Sie Release-Nachweise für genau diese Revision, Version, Konfiguration und diesen Image-Index.</translation>
    </message>
    <message>
        <source>Report does not match the request</source>
        <translation>Bericht passt nicht zur Anfrage</translation>
    </message>
    <message>
        <source>Cloudly&apos;s report does not echo what was sent (service, revision, version, digests or namespace), so it may describe another request.</source>
        <translation>Der Bericht von Cloudly gibt das Gesendete (Dienst, Revision, Version, Digests oder Namespace) nicht wieder und beschreibt daher möglicherweise eine andere Anfrage.</translation>
    </message>
    <message>
        <source>Run the preflight again; if it persists, report it to the Cloudly operators.</source>
        <translation>Führen Sie den Preflight erneut aus; falls das Problem bestehen bleibt, melden Sie es den Cloudly-Betreibern.</translation>
    </message>
    <message>
        <source>Authorization not proven</source>
        <translation>Autorisierung nicht nachgewiesen</translation>
    </message>
    <message>
        <source>The report does not show that the identity holds deployment:preflight and deployment:create-greenfield for this service.</source>
        <translation>Der Bericht zeigt nicht, dass die Identität deployment:preflight und deployment:create-greenfield für diesen Dienst besitzt.</translation>
    </message>
    <message>
        <source>Ask a Cloudly administrator to grant both capabilities for this service, then sign in again.</source>
        <translation>Bitten Sie einen Cloudly-Administrator, beide Rechte für diesen Dienst zu erteilen, und melden Sie sich dann erneut an.</translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::ReceiptStore</name>
    <message>
        <source>The receipt has no id or time and was not saved.</source>
        <translation>Der Beleg hat keine ID oder Zeit und wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Cannot create the receipt folder %1.</source>
        <translation>Der Beleg-Ordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>Cannot write receipt %1: %2</source>
        <translation>Beleg %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>larger than %1 MiB; not read</source>
        <translation>größer als %1 MiB; nicht gelesen</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1: %2)</source>
        <translation>kein gültiges JSON (bei Byte %1: %2)</translation>
    </message>
    <message>
        <source>No receipt with id %1.</source>
        <translation>Kein Beleg mit ID %1.</translation>
    </message>
    <message>
        <source>Cannot remove %1.</source>
        <translation>%1 kann nicht entfernt werden.</translation>
    </message>
</context>
<context>
    <name>cloudly::core::privatefs</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation>der Ordner %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ActionRegistry</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — not available: %2</source>
        <translation>%1 — nicht verfügbar: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::AlertNotifier</name>
    <message>
        <source>Cloudly Console alerts</source>
        <translation>Cloudly Console-Meldungen</translation>
    </message>
    <message>
        <source>Desktop notifications are shown through the system tray, at most one per service every few minutes.</source>
        <translation>Desktop-Benachrichtigungen erscheinen über den Infobereich, höchstens eine pro Dienst alle paar Minuten.</translation>
    </message>
    <message>
        <source>No system tray is available: alerts are only listed here.</source>
        <translation>Kein Infobereich verfügbar: Meldungen werden nur hier aufgelistet.</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::AlertsPage</name>
    <message>
        <source>Stop watching</source>
        <translation>Nicht mehr beobachten</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Watched services</source>
        <translation>Beobachtete Dienste</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>&lt;b&gt;Watched services&lt;/b&gt;</source>
        <translation>&lt;b&gt;Beobachtete Dienste&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Watch a service from the services page (right-click → Watch service).</source>
        <translation>Dienste werden auf der Dienste-Seite beobachtet (Rechtsklick → Dienst beobachten).</translation>
    </message>
    <message>
        <source>No alerts.</source>
        <translation>Keine Meldungen.</translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s), newest first.</source>
        <translation>
            <numerusform>%n Meldung(en), neueste zuerst.</numerusform>
            <numerusform>%n Meldung(en), neueste zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Show alerts of kind</source>
        <translation>Meldungen dieser Art anzeigen</translation>
    </message>
    <message>
        <source>All alerts</source>
        <translation>Alle Meldungen</translation>
    </message>
    <message>
        <source>Task failed</source>
        <translation>Task fehlgeschlagen</translation>
    </message>
    <message>
        <source>Task unhealthy</source>
        <translation>Task nicht gesund</translation>
    </message>
    <message>
        <source>Preflight NO-GO</source>
        <translation>Preflight NO-GO</translation>
    </message>
    <message>
        <source>Backup coverage</source>
        <translation>Backup-Abdeckung</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n alert(s) shown (%2), newest first.</source>
        <translation>
            <numerusform>%1 von %n Meldung angezeigt (%2), neueste zuerst.</numerusform>
            <numerusform>%1 von %n Meldungen angezeigt (%2), neueste zuerst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ApprovalDialog</name>
    <message>
        <source>Approve this report</source>
        <translation>Diesen Bericht freigeben</translation>
    </message>
    <message>
        <source>Reject this report</source>
        <translation>Diesen Bericht ablehnen</translation>
    </message>
    <message>
        <source>You are signing that you approve exactly these facts. If any of them changes, this approval no longer counts.</source>
        <translation>Sie signieren, dass Sie genau diese Fakten freigeben. Ändert sich eine davon, zählt diese Freigabe nicht mehr.</translation>
    </message>
    <message>
        <source>You are signing a rejection of exactly these facts. While it stands, no number of approvals lets this deployment pass.</source>
        <translation>Sie signieren eine Ablehnung genau dieser Fakten. Solange sie gilt, lässt keine Zahl von Freigaben diese Bereitstellung durch.</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>Intent digest</source>
        <translation>Absichts-Digest</translation>
    </message>
    <message>
        <source>Configuration digest</source>
        <translation>Konfigurations-Digest</translation>
    </message>
    <message>
        <source>Image digest</source>
        <translation>Image-Digest</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>private key file, or a .pub whose key is in ssh-agent</source>
        <translation>private Schlüsseldatei oder eine .pub, deren Schlüssel im ssh-agent liegt</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>SSH key</source>
        <translation>SSH-Schlüssel</translation>
    </message>
    <message>
        <source>your name in the allowed signers file</source>
        <translation>Ihr Name in der Datei der erlaubten Unterzeichner</translation>
    </message>
    <message>
        <source>Principal</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>only if the key is protected; kept in memory only</source>
        <translation>nur bei geschütztem Schlüssel; nur im Speicher gehalten</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>required: why this must not be deployed</source>
        <translation>nötig: warum dies nicht bereitgestellt werden darf</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>until the facts change</source>
        <translation>bis sich die Fakten ändern</translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation>24 Stunden</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 Tage</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>Recorded by this console, not by Cloudly: the approval is a file signed with your SSH key by ssh-keygen, kept beside the receipt and checked by anyone with the allowed signers file.</source>
        <translation>Von dieser Konsole festgehalten, nicht von Cloudly: die Freigabe ist eine Datei, die ssh-keygen mit Ihrem SSH-Schlüssel signiert, neben dem Beleg abgelegt und von jedem mit der Datei der erlaubten Unterzeichner geprüft werden kann.</translation>
    </message>
    <message>
        <source>Sign approval</source>
        <translation>Freigabe signieren</translation>
    </message>
    <message>
        <source>Sign rejection</source>
        <translation>Ablehnung signieren</translation>
    </message>
    <message>
        <source>Choose your SSH key</source>
        <translation>Ihren SSH-Schlüssel auswählen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ApprovalsPanel</name>
    <message>
        <source>counts until %1</source>
        <translation>zählt bis %1</translation>
    </message>
    <message>
        <source>counts until the facts change</source>
        <translation>zählt, bis sich die Fakten ändern</translation>
    </message>
    <message>
        <source>void: %1</source>
        <translation>ungültig: %1</translation>
    </message>
    <message>
        <source>void: expired</source>
        <translation>ungültig: abgelaufen</translation>
    </message>
    <message>
        <source>void: bad signature</source>
        <translation>ungültig: falsche Signatur</translation>
    </message>
    <message>
        <source>void: signer not trusted</source>
        <translation>ungültig: Unterzeichner nicht vertrauenswürdig</translation>
    </message>
    <message>
        <source>void: the deployer cannot approve</source>
        <translation>ungültig: wer bereitstellt, kann nicht freigeben</translation>
    </message>
    <message>
        <source>void: counted once already</source>
        <translation>ungültig: zählt schon einmal</translation>
    </message>
    <message>
        <source>rejection stands</source>
        <translation>Ablehnung gilt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Approvals&lt;/b&gt; — recorded by this console, not by Cloudly</source>
        <translation>&lt;b&gt;Freigaben&lt;/b&gt; — von dieser Konsole festgehalten, nicht von Cloudly</translation>
    </message>
    <message>
        <source>Principal</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Gültigkeit</translation>
    </message>
    <message>
        <source>Approve this report…</source>
        <translation>Diesen Bericht freigeben…</translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation>Ablehnen…</translation>
    </message>
    <message>
        <source>Import approvals…</source>
        <translation>Freigaben importieren…</translation>
    </message>
    <message>
        <source>Allowed signers:</source>
        <translation>Erlaubte Unterzeichner:</translation>
    </message>
    <message>
        <source>OpenSSH allowed_signers file (as git uses it)</source>
        <translation>OpenSSH-Datei allowed_signers (wie git sie verwendet)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Required:</source>
        <translation>Nötig:</translation>
    </message>
    <message>
        <source>No receipt shown.</source>
        <translation>Kein Beleg angezeigt.</translation>
    </message>
    <message>
        <source>A NO-GO report cannot be approved.</source>
        <translation>Ein NO-GO-Bericht kann nicht freigegeben werden.</translation>
    </message>
    <message>
        <source>Choose this profile&apos;s allowed signers file: until then no approval can be checked.</source>
        <translation>Wählen Sie die Datei der erlaubten Unterzeichner für dieses Profil: bis dahin kann keine Freigabe geprüft werden.</translation>
    </message>
    <message>
        <source>The allowed signers file cannot be used: %1</source>
        <translation>Die Datei der erlaubten Unterzeichner ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(unlesbar)</translation>
    </message>
    <message>
        <source>Import approvals</source>
        <translation>Freigaben importieren</translation>
    </message>
    <message>
        <source>Approvals (*.approval.json);;All files (*)</source>
        <translation>Freigaben (*.approval.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose the allowed signers file</source>
        <translation>Datei der erlaubten Unterzeichner auswählen</translation>
    </message>
    <message>
        <source>The release-authorization evidence sent with this request was made from the approvals of %1.</source>
        <translation>Der mit dieser Anfrage gesendete release-authorization-Nachweis wurde aus den Freigaben von %1 erstellt.</translation>
    </message>
    <message>
        <source>Approvals of this report</source>
        <translation>Freigaben dieses Berichts</translation>
    </message>
    <message>
        <source>Approvals required</source>
        <translation>Erforderliche Freigaben</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::AuditView</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Filter: text in any column</source>
        <translation>Filter: Text in beliebiger Spalte</translation>
    </message>
    <message>
        <source>Filter the audit trail</source>
        <translation>Prüfprotokoll filtern</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Machine user</source>
        <translation>Maschinenbenutzer</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the entries shown (the filter applies) as a JSON array.</source>
        <translation>Die angezeigten Einträge (Filter wird angewendet) als JSON-Array speichern.</translation>
    </message>
    <message>
        <source>Save the entries shown (the filter applies) as CSV.</source>
        <translation>Die angezeigten Einträge (Filter wird angewendet) als CSV speichern.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Audit trail of grant changes made on this machine: %1</source>
        <translation>Prüfprotokoll der auf diesem Rechner vorgenommenen Berechtigungsänderungen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the audit trail could not be read and are not shown:</source>
        <translation>
            <numerusform>%n Zeile des Prüfprotokolls konnte nicht gelesen werden und wird nicht angezeigt:</numerusform>
            <numerusform>%n Zeilen des Prüfprotokolls konnten nicht gelesen werden und werden nicht angezeigt:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n entries</source>
        <translation>
            <numerusform>%1 von %n Eintrag</numerusform>
            <numerusform>%1 von %n Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <source>Export audit trail as JSON</source>
        <translation>Prüfprotokoll als JSON exportieren</translation>
    </message>
    <message>
        <source>Export audit trail as CSV</source>
        <translation>Prüfprotokoll als CSV exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>%n Eintrag nach %1 exportiert.</numerusform>
            <numerusform>%n Einträge nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Prüfprotokoll</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BackupDetail</name>
    <message>
        <source>volume %1 at %2</source>
        <translation>Volume %1 unter %2</translation>
    </message>
    <message>
        <source>database %1 of %2</source>
        <translation>Datenbank %1 von %2</translation>
    </message>
    <message>
        <source>bucket %1 of %2</source>
        <translation>Bucket %1 von %2</translation>
    </message>
    <message>
        <source>Snapshot ID</source>
        <translation>Snapshot-ID</translation>
    </message>
    <message>
        <source>Original size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Stored size</source>
        <translation>Gespeicherte Größe</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Backup %1</source>
        <translation>Backup %1</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Angefordert von</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Snapshots (%1)</source>
        <translation>Snapshots (%1)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Replication evidence</source>
        <translation>Replikationsnachweis</translation>
    </message>
    <message>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <source>Target path</source>
        <translation>Zielpfad</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>Manifest SHA-256</source>
        <translation>Manifest-SHA-256</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <source>Total size</source>
        <translation>Gesamtgröße</translation>
    </message>
    <message>
        <source>(not replicated)</source>
        <translation>(nicht repliziert)</translation>
    </message>
    <message>
        <source>Restore history (%1)</source>
        <translation>Wiederherstellungsverlauf (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(never restored)</source>
        <translation>(nie wiederhergestellt)</translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation>Alle Felder, wie vom Server gesendet</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BackupsPage</name>
    <message>
        <source>backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Backups</translation>
    </message>
    <message numerus="yes">
        <source>%n backup(s)</source>
        <translation>
            <numerusform>%n Backup</numerusform>
            <numerusform>%n Backups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n backup(s)</source>
        <translation>
            <numerusform>%1 von %n Backup</numerusform>
            <numerusform>%1 von %n Backups</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter backups, e.g. status:failed service:web age:&lt;1d</source>
        <translation>Backups filtern, z. B. status:failed service:web age:&lt;1d</translation>
    </message>
    <message>
        <source>Copy backup ID</source>
        <translation>Backup-ID kopieren</translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation>Dienst-ID kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>No coverage check: this server does not offer backups.</source>
        <translation>Keine Abdeckungsprüfung: Dieser Server bietet keine Backups an.</translation>
    </message>
    <message>
        <source>The coverage check runs once services and backups are loaded.</source>
        <translation>Die Abdeckungsprüfung läuft, sobald Dienste und Backups geladen sind.</translation>
    </message>
    <message>
        <source>Select a backup to see its snapshots, replication and restores.</source>
        <translation>Wählen Sie ein Backup aus, um seine Snapshots, Replikation und Wiederherstellungen zu sehen.</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BlockerListWidget</name>
    <message>
        <source>No blockers.</source>
        <translation>Keine Blockaden.</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Blockaden</translation>
    </message>
    <message>
        <source>this console</source>
        <translation>diese Konsole</translation>
    </message>
    <message>
        <source>Console checks of the report</source>
        <translation>Konsolenprüfungen des Berichts</translation>
    </message>
    <message numerus="yes">
        <source>%n blocker(s)</source>
        <translation>
            <numerusform>%n Blockade</numerusform>
            <numerusform>%n Blockaden</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocker %1: %2</source>
        <translation>Blockade %1: %2</translation>
    </message>
    <message>
        <source>%1 Why it matters: %2 How to fix: %3</source>
        <translation>%1 Warum das wichtig ist: %2 Behebung: %3</translation>
    </message>
    <message>
        <source>Cloudly says</source>
        <translation>Cloudly meldet</translation>
    </message>
    <message>
        <source>This console says</source>
        <translation>Diese Konsole meldet</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>Warum das wichtig ist</translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>Reported by %1</source>
        <translation>Gemeldet von %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BundleActions</name>
    <message>
        <source>No support bundle was written: %1</source>
        <translation>Es wurde kein Support-Paket geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n value(s) redacted, the inventory %2 as of %3.</source>
        <translation>
            <numerusform>%1 geschrieben: %n Wert entfernt, das Inventar %2, Stand %3.</numerusform>
            <numerusform>%1 geschrieben: %n Werte entfernt, das Inventar %2, Stand %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>from the server</source>
        <translation>vom Server</translation>
    </message>
    <message>
        <source>from the offline copy</source>
        <translation>aus der Offline-Kopie</translation>
    </message>
    <message>
        <source>The server cannot be reached (%1), and %2. No support bundle was written.</source>
        <translation>Der Server ist nicht erreichbar (%1), und %2. Es wurde kein Support-Paket geschrieben.</translation>
    </message>
    <message>
        <source>The server could not be reached (%1): the inventory is the offline copy.</source>
        <translation>Der Server war nicht erreichbar (%1): das Inventar ist die Offline-Kopie.</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>Open &amp;support bundle…</source>
        <translation>&amp;Support-Paket öffnen…</translation>
    </message>
    <message>
        <source>Show a support bundle read-only in a new window; nothing is sent anywhere</source>
        <translation>Zeigt ein Support-Paket schreibgeschützt in einem neuen Fenster; nichts wird irgendwohin gesendet</translation>
    </message>
    <message>
        <source>Create &amp;support bundle…</source>
        <translation>&amp;Support-Paket erstellen…</translation>
    </message>
    <message>
        <source>Save what this console sees of the current profile, secrets removed, as one zip file for support</source>
        <translation>Speichert, was diese Konsole vom aktuellen Profil sieht, ohne Geheimnisse, als eine Zip-Datei für den Support</translation>
    </message>
    <message>
        <source>Open support bundle</source>
        <translation>Support-Paket öffnen</translation>
    </message>
    <message>
        <source>Support bundles (*.zip);;All files (*)</source>
        <translation>Support-Pakete (*.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The console could not be started.</source>
        <translation>Die Konsole konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Create support bundle</source>
        <translation>Support-Paket erstellen</translation>
    </message>
    <message>
        <source>Support bundles (*.zip)</source>
        <translation>Support-Pakete (*.zip)</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BundleViewer</name>
    <message>
        <source>cannot create a temporary folder for the support bundle: %1</source>
        <translation>für das Support-Paket kann kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Support bundle of %1, as of %2</source>
        <translation>Support-Paket von %1, Stand %2</translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation>(kein Profil)</translation>
    </message>
    <message>
        <source>support bundle</source>
        <translation>Support-Paket</translation>
    </message>
    <message>
        <source>read-only, nothing is sent anywhere</source>
        <translation>schreibgeschützt, nichts wird irgendwohin gesendet</translation>
    </message>
    <message>
        <source>Opened from %1. The inventory came %2.</source>
        <translation>Geöffnet aus %1. Das Inventar kam %2.</translation>
    </message>
    <message>
        <source>from the server</source>
        <translation>vom Server</translation>
    </message>
    <message>
        <source>from the profile&apos;s offline copy (the server could not be reached)</source>
        <translation>aus der Offline-Kopie des Profils (der Server war nicht erreichbar)</translation>
    </message>
    <message>
        <source>%1 — Cloudly Console</source>
        <translation>%1 — Cloudly Console</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ChartPage</name>
    <message>
        <source>%1 samples, latest first</source>
        <translation>%1-Messwerte, neueste zuerst</translation>
    </message>
    <message>
        <source>Show as chart</source>
        <translation>Als Diagramm zeigen</translation>
    </message>
    <message>
        <source>Show as table</source>
        <translation>Als Tabelle zeigen</translation>
    </message>
    <message>
        <source>Show %1 as a chart</source>
        <translation>%1 als Diagramm zeigen</translation>
    </message>
    <message>
        <source>Show %1 samples as a table</source>
        <translation>%1-Messwerte als Tabelle zeigen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ChartTableModel</name>
    <message>
        <source>after a gap of %1: not connected</source>
        <translation>nach einer Lücke von %1: nicht verbunden</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>no sample</source>
        <translation>kein Messwert</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ClustersView</name>
    <message>
        <source>runnable</source>
        <translation>ausführbar</translation>
    </message>
    <message>
        <source>manifest missing</source>
        <translation>Manifest fehlt</translation>
    </message>
    <message>
        <source>not runnable</source>
        <translation>nicht lauffähig</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n Cluster</numerusform>
            <numerusform>%n Cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy cluster ID</source>
        <translation>Cluster-ID kopieren</translation>
    </message>
    <message>
        <source>Copy node ID</source>
        <translation>Knoten-ID kopieren</translation>
    </message>
    <message>
        <source>Copy task ID</source>
        <translation>Aufgaben-ID kopieren</translation>
    </message>
    <message>
        <source>Copy name</source>
        <translation>Namen kopieren</translation>
    </message>
    <message>
        <source>Copy platform</source>
        <translation>Plattform kopieren</translation>
    </message>
    <message>
        <source>Copy warning</source>
        <translation>Warnung kopieren</translation>
    </message>
    <message>
        <source>Show tasks on this node</source>
        <translation>Aufgaben auf diesem Knoten anzeigen</translation>
    </message>
    <message>
        <source>Show all tasks of service %1</source>
        <translation>Alle Aufgaben von Dienst %1 anzeigen</translation>
    </message>
    <message>
        <source>Expand all</source>
        <translation>Alle aufklappen</translation>
    </message>
    <message>
        <source>Collapse to clusters</source>
        <translation>Auf Cluster zuklappen</translation>
    </message>
    <message>
        <source>Node %1 is not in the inventory (yet).</source>
        <translation>Knoten %1 ist (noch) nicht im Bestand.</translation>
    </message>
    <message>
        <source>The selected item %1 is hidden by the filter.</source>
        <translation>Das ausgewählte Element %1 wird durch den Filter ausgeblendet.</translation>
    </message>
    <message>
        <source>%1 is no longer on the server.</source>
        <translation>%1 ist nicht mehr auf dem Server vorhanden.</translation>
    </message>
    <message>
        <source>Select a cluster, node or task to see all of its fields. Double-click a node to list its tasks.</source>
        <translation>Wählen Sie einen Cluster, Knoten oder eine Aufgabe aus, um alle Felder zu sehen. Doppelklicken Sie auf einen Knoten, um seine Aufgaben aufzulisten.</translation>
    </message>
    <message>
        <source>Node %1 (in no known cluster)</source>
        <translation>Knoten %1 (in keinem bekannten Cluster)</translation>
    </message>
    <message>
        <source>Tasks run on this node, but no cluster lists it.</source>
        <translation>Auf diesem Knoten laufen Aufgaben, aber kein Cluster führt ihn auf.</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Setup mode</source>
        <translation>Einrichtungsmodus</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source>Machine user</source>
        <translation>Maschinenbenutzer</translation>
    </message>
    <message>
        <source>Cloudly URL</source>
        <translation>Cloudly-URL</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>ACME</source>
        <translation>ACME</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>Server secret</source>
        <translation>Servergeheimnis</translation>
    </message>
    <message>
        <source>set (never shown)</source>
        <translation>gesetzt (nie angezeigt)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>(not configured)</source>
        <translation>(nicht konfiguriert)</translation>
    </message>
    <message>
        <source>Nodes (%1)</source>
        <translation>Knoten (%1)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>All fields, as sent by the server (secrets hidden)</source>
        <translation>Alle Felder, wie vom Server gesendet (Geheimnisse ausgeblendet)</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>Architecture check: %1</source>
        <translation>Architekturprüfung: %1</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>unknown (no architecture reported)</source>
        <translation>unbekannt (keine Architektur gemeldet)</translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation>Bare Metal</translation>
    </message>
    <message>
        <source>Swarm node</source>
        <translation>Swarm-Knoten</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Beigetreten</translation>
    </message>
    <message>
        <source>Last health check</source>
        <translation>Letzte Integritätsprüfung</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Metriken</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>%1 MB used, %2 MB available</source>
        <translation>%1 MB belegt, %2 MB verfügbar</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Festplatte</translation>
    </message>
    <message>
        <source>%1 GB used, %2 GB available</source>
        <translation>%1 GB belegt, %2 GB verfügbar</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Gemeldet</translation>
    </message>
    <message>
        <source>(no metrics reported)</source>
        <translation>(keine Metriken gemeldet)</translation>
    </message>
    <message>
        <source>Architecture check</source>
        <translation>Architekturprüfung</translation>
    </message>
    <message>
        <source>(not possible: the node reports no architecture)</source>
        <translation>(nicht möglich: der Knoten meldet keine Architektur)</translation>
    </message>
    <message>
        <source>(no platform data for the images of its tasks: run a preflight for their services)</source>
        <translation>(keine Plattformdaten für die Images seiner Aufgaben: führen Sie einen Preflight für deren Dienste aus)</translation>
    </message>
    <message>
        <source>getImagePlatforms</source>
        <translation>getImagePlatforms</translation>
    </message>
    <message>
        <source>preflight report of %1</source>
        <translation>Preflight-Bericht von %1</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Runs on %1</source>
        <translation>Läuft auf %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Index digest</source>
        <translation>Index-Digest</translation>
    </message>
    <message>
        <source>Tasks (%1)</source>
        <translation>Aufgaben (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation>Alle Felder, wie vom Server gesendet</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Runtime task</source>
        <translation>Laufzeitaufgabe</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Deployment log</source>
        <translation>Bereitstellungsprotokoll</translation>
    </message>
    <message>
        <source>Clusters, nodes and tasks</source>
        <translation>Cluster, Knoten und Aufgaben</translation>
    </message>
    <message>
        <source>Enter or double-click on a node shows its runtime tasks</source>
        <translation>Eingabe oder Doppelklick auf einen Knoten zeigt seine Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>Filter clusters, nodes and tasks, e.g. status:offline role:*arm64* name:edge-*</source>
        <translation>Cluster, Knoten und Aufgaben filtern, z. B. status:offline role:*arm64* name:edge-*</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ColumnChooser</name>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>This column is always shown</source>
        <translation>Diese Spalte wird immer angezeigt</translation>
    </message>
    <message>
        <source>At least one column stays visible</source>
        <translation>Mindestens eine Spalte bleibt sichtbar</translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>Alle Spalten anzeigen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>Befehlspalette</translation>
    </message>
    <message>
        <source>Type to find views, commands, services, tasks and nodes…</source>
        <translation>Tippen, um Ansichten, Befehle, Dienste, Aufgaben und Knoten zu finden…</translation>
    </message>
    <message>
        <source>Command palette search</source>
        <translation>Suche in der Befehlspalette</translation>
    </message>
    <message>
        <source>Type part of a name; Up and Down choose a match, Enter opens it, Escape closes the palette</source>
        <translation>Einen Teil eines Namens tippen; Auf und Ab wählen einen Treffer, Eingabe öffnet ihn, Escape schließt die Palette</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Views and commands. Type to search services, tasks and nodes too.</source>
        <translation>Ansichten und Befehle. Tippen, um auch Dienste, Aufgaben und Knoten zu suchen.</translation>
    </message>
    <message>
        <source>No match for “%1”.</source>
        <translation>Kein Treffer für „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>The best %n matches; type more to narrow them down.</source>
        <translation>
            <numerusform>Die besten %n Treffer; weitertippen, um sie einzugrenzen.</numerusform>
            <numerusform>Die besten %n Treffer; weitertippen, um sie einzugrenzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ComposerWidget</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation>%1 ist kein gültiges JSON (bei Byte %2: %3).</translation>
    </message>
    <message>
        <source>“%1” is not a string and was left empty.</source>
        <translation>„%1“ ist keine Zeichenkette und wurde leer gelassen.</translation>
    </message>
    <message>
        <source>“sourceDirty” is not true or false; the checkbox was left unticked.</source>
        <translation>„sourceDirty“ ist weder true noch false; das Kontrollkästchen wurde nicht aktiviert.</translation>
    </message>
    <message>
        <source>“proposedCorestoreResources” is not a list and was left out.</source>
        <translation>„proposedCorestoreResources“ ist keine Liste und wurde weggelassen.</translation>
    </message>
    <message>
        <source>“greenfield” was not true; this console only asks greenfield preflights and sends true.</source>
        <translation>„greenfield“ war nicht true; diese Konsole stellt nur Greenfield-Preflights und sendet true.</translation>
    </message>
    <message>
        <source>Unknown field “%1” was left out.</source>
        <translation>Unbekanntes Feld „%1“ wurde weggelassen.</translation>
    </message>
    <message>
        <source>The file&apos;s “identity” was ignored; the signed-in identity is used.</source>
        <translation>Die „identity“ der Datei wurde ignoriert; die angemeldete Identität wird verwendet.</translation>
    </message>
    <message>
        <source>“serviceId” is not a string.</source>
        <translation>„serviceId“ ist keine Zeichenkette.</translation>
    </message>
    <message>
        <source>%1 does not contain a request object.</source>
        <translation>%1 enthält kein Anfrageobjekt.</translation>
    </message>
    <message>
        <source>None imported.</source>
        <translation>Nichts importiert.</translation>
    </message>
    <message>
        <source>⚠ Not a JSON object: Cloudly will reject it.</source>
        <translation>⚠ Kein JSON-Objekt: Cloudly wird es ablehnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n attestation(s)</source>
        <translation>
            <numerusform>%n Attestierung</numerusform>
            <numerusform>%n Attestierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>, release authorized</source>
        <translation>, Release autorisiert</translation>
    </message>
    <message>
        <source>, release NOT authorized</source>
        <translation>, Release NICHT autorisiert</translation>
    </message>
    <message>
        <source>, for %1 @ %2</source>
        <translation>, für %1 @ %2</translation>
    </message>
    <message>
        <source>. ✓ Bound to this revision, version and index digest.</source>
        <translation>. ✓ An diese Revision, Version und diesen Index-Digest gebunden.</translation>
    </message>
    <message>
        <source>. ⚠ %1</source>
        <translation>. ⚠ %1</translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation> (+%1 weitere)</translation>
    </message>
    <message>
        <source>Import preflight request</source>
        <translation>Preflight-Anfrage importieren</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Request imported with changes</source>
        <translation>Anfrage mit Änderungen importiert</translation>
    </message>
    <message>
        <source>Export preflight request</source>
        <translation>Preflight-Anfrage exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Compute the intent digest of a file</source>
        <translation>Intent-Digest einer Datei berechnen</translation>
    </message>
    <message>
        <source>Cannot compute the digest</source>
        <translation>Digest kann nicht berechnet werden</translation>
    </message>
    <message>
        <source>Import release evidence</source>
        <translation>Release-Nachweise importieren</translation>
    </message>
    <message>
        <source>Client-side blockers</source>
        <translation>Clientseitige Blockaden</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>— choose a service —</source>
        <translation>— Dienst auswählen —</translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation>&amp;Dienst:</translation>
    </message>
    <message>
        <source>a unique id for this preflight</source>
        <translation>eine eindeutige ID für diesen Preflight</translation>
    </message>
    <message>
        <source>New ID</source>
        <translation>Neue ID</translation>
    </message>
    <message>
        <source>Re&amp;quest ID:</source>
        <translation>An&amp;frage-ID:</translation>
    </message>
    <message>
        <source>full 40-character lower-case commit SHA (git rev-parse HEAD)</source>
        <translation>vollständiger 40-stelliger Commit-SHA in Kleinbuchstaben (git rev-parse HEAD)</translation>
    </message>
    <message>
        <source>Source &amp;revision:</source>
        <translation>Quell-&amp;Revision:</translation>
    </message>
    <message>
        <source>The source &amp;worktree has uncommitted changes</source>
        <translation>Der Quell-Arbeits&amp;baum hat nicht committete Änderungen</translation>
    </message>
    <message>
        <source>semantic version without &quot;v&quot;, e.g. 1.4.0</source>
        <translation>semantische Version ohne &quot;v&quot;, z. B. 1.4.0</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version:</translation>
    </message>
    <message>
        <source>sha256:… of your deployment intent</source>
        <translation>sha256:… Ihres Bereitstellungs-Intents</translation>
    </message>
    <message>
        <source>Compute from &amp;file…</source>
        <translation>A&amp;us Datei berechnen…</translation>
    </message>
    <message>
        <source>&amp;Intent digest:</source>
        <translation>&amp;Intent-Digest:</translation>
    </message>
    <message>
        <source>DNS label, e.g. web-1-4-0</source>
        <translation>DNS-Label, z. B. web-1-4-0</translation>
    </message>
    <message>
        <source>Proposed &amp;namespace:</source>
        <translation>Vorgeschlagener &amp;Namespace:</translation>
    </message>
    <message>
        <source>Corestore resources:</source>
        <translation>Corestore-Ressourcen:</translation>
    </message>
    <message>
        <source>optional: sha256:… of the OCI image index</source>
        <translation>optional: sha256:… des OCI-Image-Index</translation>
    </message>
    <message>
        <source>OCI in&amp;dex digest:</source>
        <translation>&amp;OCI-Index-Digest:</translation>
    </message>
    <message>
        <source>optional: immutable release tag, e.g. 1.4.0</source>
        <translation>optional: unveränderliches Release-Tag, z. B. 1.4.0</translation>
    </message>
    <message>
        <source>Release &amp;tag:</source>
        <translation>Release-&amp;Tag:</translation>
    </message>
    <message>
        <source>Import &amp;evidence…</source>
        <translation>Nachweise i&amp;mportieren…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear release evidence</source>
        <translation>Release-Nachweise leeren</translation>
    </message>
    <message>
        <source>Release evidence:</source>
        <translation>Release-Nachweise:</translation>
    </message>
    <message>
        <source>Release evidence</source>
        <translation>Release-Nachweise</translation>
    </message>
    <message>
        <source>Import request…</source>
        <translation>Anfrage importieren…</translation>
    </message>
    <message>
        <source>Export request…</source>
        <translation>Anfrage exportieren…</translation>
    </message>
    <message>
        <source>Run preflight</source>
        <translation>Preflight ausführen</translation>
    </message>
    <message>
        <source>%1 (not in the service list)</source>
        <translation>%1 (nicht in der Dienstliste)</translation>
    </message>
    <message>
        <source>Client-side checks: none failing — the request passes every rule this console can check before sending.</source>
        <translation>Clientseitige Prüfungen: keine schlägt fehl — die Anfrage erfüllt jede Regel, die diese Konsole vor dem Senden prüfen kann.</translation>
    </message>
    <message>
        <source>Client-side blockers (%1): fix these before running.</source>
        <translation>Clientseitige Blockaden (%1): Beheben Sie diese vor dem Ausführen.</translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n client-side blocker(s) listed above to run the preflight.</source>
        <translation>
            <numerusform>Beheben Sie die oben aufgeführte %n clientseitige Blockade, um den Preflight auszuführen.</numerusform>
            <numerusform>Beheben Sie die oben aufgeführten %n clientseitigen Blockaden, um den Preflight auszuführen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready: the request will be sent to Cloudly as shown.</source>
        <translation>Bereit: Die Anfrage wird wie angezeigt an Cloudly gesendet.</translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>Intent digest</source>
        <translation>Intent-Digest</translation>
    </message>
    <message>
        <source>Add release authorization from approvals…</source>
        <translation>Release-Autorisierung aus Freigaben hinzufügen…</translation>
    </message>
    <message>
        <source>Puts a release-authorization attestation made from this deployment&apos;s approvals (recorded by this console, not by Cloudly) into the release evidence.</source>
        <translation>Fügt den Release-Nachweisen eine release-authorization-Bescheinigung hinzu, die aus den Freigaben dieser Bereitstellung erstellt wird (von dieser Konsole festgehalten, nicht von Cloudly).</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConnectDialog</name>
    <message>
        <source>&amp;Username:</source>
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <source>Allow an &amp;unencrypted connection to this remote host</source>
        <translation>&amp;Unverschlüsselte Verbindung zu diesem entfernten Host zulassen</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>Connect to Cloudly</source>
        <translation>Mit Cloudly verbinden</translation>
    </message>
    <message>
        <source>wss://cloudly.example.com</source>
        <translation>wss://cloudly.example.com</translation>
    </message>
    <message>
        <source>Admin password</source>
        <translation>Admin-Passwort</translation>
    </message>
    <message>
        <source>Machine token</source>
        <translation>Maschinentoken</translation>
    </message>
    <message>
        <source>Fill in the embedded demo server (admin / demo)</source>
        <translation>Eingebetteten Demo-Server eintragen (admin / demo)</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation>&amp;Server-URL:</translation>
    </message>
    <message>
        <source>&amp;Log in with:</source>
        <translation>Anmelden &amp;mit:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>machine token of a machine user</source>
        <translation>Maschinentoken eines Maschinenbenutzers</translation>
    </message>
    <message>
        <source>connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Enter the server URL, e.g. wss://cloudly.example.com</source>
        <translation>Geben Sie die Server-URL ein, z. B. wss://cloudly.example.com</translation>
    </message>
    <message>
        <source>Enter the admin user name</source>
        <translation>Geben Sie den Admin-Benutzernamen ein</translation>
    </message>
    <message>
        <source>Enter the password</source>
        <translation>Geben Sie das Passwort ein</translation>
    </message>
    <message>
        <source>Paste the machine token</source>
        <translation>Fügen Sie das Maschinentoken ein</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Trust this certificate</source>
        <translation>Diesem Zertifikat &amp;vertrauen</translation>
    </message>
    <message>
        <source>optional: SHA-256 fingerprint, e.g. AB:CD:…</source>
        <translation>optional: SHA-256-Fingerabdruck, z. B. AB:CD:…</translation>
    </message>
    <message>
        <source>Accept only the server certificate with this SHA-256 fingerprint, even one that no certificate authority vouches for (self-signed). Checked on every connection.</source>
        <translation>Nur das Serverzertifikat mit diesem SHA-256-Fingerabdruck annehmen, auch wenn keine Zertifizierungsstelle dafür bürgt (selbstsigniert). Wird bei jeder Verbindung geprüft.</translation>
    </message>
    <message>
        <source>optional: PEM file of a private CA</source>
        <translation>optional: PEM-Datei einer privaten CA</translation>
    </message>
    <message>
        <source>Also trust the certificate authorities in this PEM file, for this server only</source>
        <translation>Zusätzlich den Zertifizierungsstellen in dieser PEM-Datei vertrauen, nur für diesen Server</translation>
    </message>
    <message>
        <source>Choose the PEM file of a private certificate authority</source>
        <translation>Die PEM-Datei einer privaten Zertifizierungsstelle wählen</translation>
    </message>
    <message>
        <source>Pin the fingerprint shown above: this server is accepted only with exactly this certificate</source>
        <translation>Den oben gezeigten Fingerabdruck festlegen: dieser Server wird nur noch mit genau diesem Zertifikat angenommen</translation>
    </message>
    <message>
        <source>Certificate &amp;pin:</source>
        <translation>Zertifikat-&amp;Pin:</translation>
    </message>
    <message>
        <source>Private &amp;CA:</source>
        <translation>Private &amp;CA:</translation>
    </message>
    <message>
        <source>The connection was refused: %1</source>
        <translation>Die Verbindung wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>The server&apos;s certificate was refused: %1
It presented the certificate with SHA-256 fingerprint
%2
Compare it with the fingerprint your administrator gave you before you trust it.</source>
        <translation>Das Zertifikat des Servers wurde abgelehnt: %1
Er hat das Zertifikat mit dem SHA-256-Fingerabdruck
%2
vorgelegt. Vergleichen Sie ihn mit dem Fingerabdruck, den Ihnen Ihre Administration genannt hat, bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <source>Pinned %1: press Connect to try again with exactly this certificate.</source>
        <translation>%1 festgelegt: Drücken Sie „Verbinden“, um es mit genau diesem Zertifikat erneut zu versuchen.</translation>
    </message>
    <message>
        <source>Choose the PEM file of a private CA</source>
        <translation>Die PEM-Datei einer privaten CA wählen</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer)</source>
        <translation>PEM-Zertifikate (*.pem *.crt *.cer)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Not a SHA-256 fingerprint: 64 hex digits, colons allowed (got &quot;%1&quot;)</source>
        <translation>Kein SHA-256-Fingerabdruck: 64 Hex-Ziffern, Doppelpunkte erlaubt (&quot;%1&quot; erhalten)</translation>
    </message>
    <message>
        <source>The server&apos;s certificate changed. It presented the certificate with SHA-256 fingerprint
%1
but this server is pinned to
%2
Someone may be intercepting the connection. Do not connect unless your administrator confirms that the certificate was replaced; then enter the fingerprint they give you as the pin.</source>
        <translation>Das Zertifikat des Servers hat sich geändert. Er hat das Zertifikat mit dem SHA-256-Fingerabdruck
%1
vorgelegt, hinterlegt ist für diesen Server aber
%2
Möglicherweise fängt jemand die Verbindung ab. Verbinden Sie sich nicht, bevor Ihr Administrator bestätigt, dass das Zertifikat ersetzt wurde; tragen Sie dann den Fingerabdruck, den er Ihnen nennt, als Pin ein.</translation>
    </message>
    <message>
        <source>The server&apos;s certificate was refused: %1
It presented the certificate with SHA-256 fingerprint
%2</source>
        <translation>Das Zertifikat des Servers wurde abgelehnt: %1
Er hat das Zertifikat mit dem SHA-256-Fingerabdruck
%2 vorgelegt</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <source>Staging</source>
        <translation>Staging</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Shown in a coloured band across the window and in the title, so this server cannot be mistaken for another</source>
        <translation>Wird in einem farbigen Band über dem Fenster und im Titel angezeigt, damit dieser Server nicht mit einem anderen verwechselt wird</translation>
    </message>
    <message>
        <source>P&amp;rotected: type the profile name before any change is sent</source>
        <translation>Ge&amp;schützt: vor jeder Änderung den Profilnamen eingeben</translation>
    </message>
    <message>
        <source>&amp;Read-only: never send a change to this server</source>
        <translation>Sch&amp;reibgeschützt: nie eine Änderung an diesen Server senden</translation>
    </message>
    <message>
        <source>&amp;Stage:</source>
        <translation>&amp;Stufe:</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConnectionIndicator</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connected, not logged in</source>
        <translation>Verbunden, nicht angemeldet</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <source>Disconnected — %1</source>
        <translation>Getrennt — %1</translation>
    </message>
    <message>
        <source>Disconnected — reconnecting…</source>
        <translation>Getrennt — Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Disconnected — %1; reconnecting…</source>
        <translation>Getrennt — %1; Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation>Angemeldet als %1</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>Letzter Fehler: %1</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>Connected — signed out: %1</source>
        <translation>Verbunden — abgemeldet: %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConsoleApp</name>
    <message>
        <source>Cannot open the link: %1</source>
        <translation>Der Link kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The link names the profile “%1”, which is not saved here (profiles: %2).</source>
        <translation>Der Link nennt das Profil „%1“, das hier nicht gespeichert ist (Profile: %2).</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConsoleWindow</name>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (read-only)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (nur lesend)</translation>
    </message>
    <message>
        <source>The server cannot be reached. The inventory shown is the last one saved on this computer; it is replaced as soon as live data arrives.</source>
        <translation>Der Server ist nicht erreichbar. Angezeigt wird das zuletzt auf diesem Rechner gespeicherte Inventar; es wird ersetzt, sobald Live-Daten eintreffen.</translation>
    </message>
    <message>
        <source>this window shows no saved profile, and a link names one</source>
        <translation>dieses Fenster zeigt kein gespeichertes Profil, und ein Link nennt eines</translation>
    </message>
    <message>
        <source>No link: this window shows no saved profile, and a link names one.</source>
        <translation>Kein Link: Dieses Fenster zeigt kein gespeichertes Profil, und ein Link nennt eines.</translation>
    </message>
    <message>
        <source>No link: this page cannot be linked to.</source>
        <translation>Kein Link: Auf diese Seite kann nicht verlinkt werden.</translation>
    </message>
    <message>
        <source>Link to this view copied: %1</source>
        <translation>Link zu dieser Ansicht kopiert: %1</translation>
    </message>
    <message>
        <source>The link names the page “%1”, which this console does not have (pages: %2).</source>
        <translation>Der Link nennt die Seite „%1“, die diese Konsole nicht hat (Seiten: %2).</translation>
    </message>
    <message>
        <source>The link names the profile “%1”, which is not saved here (profiles: %2).</source>
        <translation>Der Link nennt das Profil „%1“, das hier nicht gespeichert ist (Profile: %2).</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CopySupport</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CorestoreResourcesEditor</name>
    <message>
        <source>Add resource</source>
        <translation>Ressource hinzufügen</translation>
    </message>
    <message>
        <source>Proposed Corestore resources</source>
        <translation>Vorgeschlagene Corestore-Ressourcen</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Resource name</source>
        <translation>Ressourcenname</translation>
    </message>
    <message>
        <source>At most %1. Names are DNS labels, e.g. web-db.</source>
        <translation>Höchstens %1. Namen sind DNS-Labels, z. B. web-db.</translation>
    </message>
    <message>
        <source>Corestore resource %1 is not an object and was left out.</source>
        <translation>Corestore-Ressource %1 ist kein Objekt und wurde ausgelassen.</translation>
    </message>
    <message>
        <source>Only the first %1 Corestore resources were taken.</source>
        <translation>Nur die ersten %1 Corestore-Ressourcen wurden übernommen.</translation>
    </message>
    <message>
        <source>Capability of resource %1</source>
        <translation>Fähigkeit von Ressource %1</translation>
    </message>
    <message>
        <source>resource name</source>
        <translation>Ressourcenname</translation>
    </message>
    <message>
        <source>Name of resource %1</source>
        <translation>Name von Ressource %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation>Ressource %1 entfernen</translation>
    </message>
    <message>
        <source>The contract allows at most %1 resources.</source>
        <translation>Der Vertrag erlaubt höchstens %1 Ressourcen.</translation>
    </message>
    <message>
        <source>no name yet</source>
        <translation>noch kein Name</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CoverageView</name>
    <message>
        <source>Backup coverage per service</source>
        <translation>Backup-Abdeckung pro Dienst</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Latest good backup</source>
        <translation>Letztes gutes Backup</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>No service has volumes to back up.</source>
        <translation>Kein Dienst hat Volumes zu sichern.</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::DecisionBanner</name>
    <message>
        <source>GO</source>
        <translation>GO</translation>
    </message>
    <message>
        <source>NO-GO</source>
        <translation>NO-GO</translation>
    </message>
    <message>
        <source>Running preflight…</source>
        <translation>Preflight läuft…</translation>
    </message>
    <message>
        <source>No preflight yet</source>
        <translation>Noch kein Preflight</translation>
    </message>
    <message>
        <source>Compose a request and run the preflight to get GO or NO-GO.</source>
        <translation>Stellen Sie eine Anfrage zusammen und führen Sie den Preflight aus, um GO oder NO-GO zu erhalten.</translation>
    </message>
    <message>
        <source>Preflight decision: GO</source>
        <translation>Preflight-Entscheidung: GO</translation>
    </message>
    <message>
        <source>Preflight decision: NO-GO</source>
        <translation>Preflight-Entscheidung: NO-GO</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::DeployMatrixView</name>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Filter by machine user or service</source>
        <translation>Nach Maschinenbenutzer oder Dienst filtern</translation>
    </message>
    <message>
        <source>Who can deploy</source>
        <translation>Wer darf deployen</translation>
    </message>
    <message>
        <source>Save the rows shown as CSV</source>
        <translation>Die angezeigten Zeilen als CSV speichern</translation>
    </message>
    <message>
        <source>not available: this server does not list its users</source>
        <translation>nicht verfügbar: dieser Server führt seine Benutzer nicht auf</translation>
    </message>
    <message>
        <source>Each cell answers from the grants the server lists, by the rule of cloudlyctl can.</source>
        <translation>Jede Zelle antwortet aus den Berechtigungen, die der Server aufführt, nach der Regel von cloudlyctl can.</translation>
    </message>
    <message>
        <source>This server does not list its users (it has no method %1), so who can deploy cannot be shown here. cloudlyctl can answers 1 (cannot tell) for the same reason.</source>
        <translation>Dieser Server führt seine Benutzer nicht auf (er hat keine Methode %1), daher kann hier nicht gezeigt werden, wer deployen darf. cloudlyctl can antwortet aus demselben Grund mit 1 (nicht feststellbar).</translation>
    </message>
    <message>
        <source>Export who can deploy</source>
        <translation>Wer darf deployen exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Filter who can deploy</source>
        <translation>Filtern, wer ausrollen darf</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::DetailPane</name>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <source>Copy field and value</source>
        <translation>Feld und Wert kopieren</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(ausgeblendet)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Secret values are never shown</source>
        <translation>Geheime Werte werden nie angezeigt</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s), values hidden</source>
        <translation>
            <numerusform>%n Variable, Wert ausgeblendet</numerusform>
            <numerusform>%n Variablen, Werte ausgeblendet</numerusform>
        </translation>
    </message>
    <message>
        <source>value hidden</source>
        <translation>Wert ausgeblendet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Element</numerusform>
            <numerusform>%n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Details as text</source>
        <translation>Details als Text</translation>
    </message>
    <message>
        <source>History (what this console saw)</source>
        <translation>Verlauf (was diese Konsole gesehen hat)</translation>
    </message>
    <message>
        <source>No change seen</source>
        <translation>Keine Änderung gesehen</translation>
    </message>
    <message>
        <source>while this console was connected (see the Journal page)</source>
        <translation>während diese Konsole verbunden war (siehe Journal-Seite)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message numerus="yes">
        <source>%n older change(s) on the Journal page</source>
        <translation>
            <numerusform>%n ältere Änderung auf der Journal-Seite</numerusform>
            <numerusform>%n ältere Änderungen auf der Journal-Seite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::EffectiveGrantsView</name>
    <message>
        <source>By machine &amp;user</source>
        <translation>Nach Maschinen&amp;benutzer</translation>
    </message>
    <message>
        <source>By s&amp;ervice</source>
        <translation>Nach &amp;Dienst</translation>
    </message>
    <message>
        <source>Machine user / service</source>
        <translation>Maschinenbenutzer / Dienst</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Capabilities</translation>
    </message>
    <message>
        <source>Highest risk</source>
        <translation>Höchstes Risiko</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Gruppieren:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Effective grants as last recorded on this machine.&lt;/b&gt; Only changes made from this machine (console or cloudlyctl) are known here; grants changed elsewhere are not shown. Source: %1</source>
        <translation>&lt;b&gt;Wirksame Berechtigungen laut letzter Aufzeichnung auf diesem Rechner.&lt;/b&gt; Hier sind nur Änderungen bekannt, die von diesem Rechner aus vorgenommen wurden (Konsole oder cloudlyctl); anderswo geänderte Berechtigungen werden nicht angezeigt. Quelle: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the audit trail could not be read; these grants may be incomplete. See the audit trail for details.</source>
        <translation>
            <numerusform>%n Zeile des Prüfprotokolls konnte nicht gelesen werden; diese Berechtigungen sind möglicherweise unvollständig. Details finden Sie im Prüfprotokoll.</numerusform>
            <numerusform>%n Zeilen des Prüfprotokolls konnten nicht gelesen werden; diese Berechtigungen sind möglicherweise unvollständig. Details finden Sie im Prüfprotokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>Service / machine user</source>
        <translation>Dienst / Maschinenbenutzer</translation>
    </message>
    <message numerus="yes">
        <source>%n grant(s)</source>
        <translation>
            <numerusform>%n Berechtigung</numerusform>
            <numerusform>%n Berechtigungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Effective grants</source>
        <translation>Wirksame Berechtigungen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FeaturePages</name>
    <message>
        <source>Runtime tasks</source>
        <translation>Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>Clusters &amp;&amp; nodes</source>
        <translation>Cluster &amp;&amp; Knoten</translation>
    </message>
    <message>
        <source>Images &amp;&amp; platforms</source>
        <translation>Images &amp;&amp; Plattformen</translation>
    </message>
    <message>
        <source>Compose &amp;&amp; report</source>
        <translation>Anfrage &amp;&amp; Bericht</translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>Deployment preflight</source>
        <translation>Bereitstellungs-Preflight</translation>
    </message>
    <message>
        <source>Grants</source>
        <translation>Berechtigungen</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Dienste</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Alert — %1: %2</source>
        <translation>Meldung — %1: %2</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>No release authorization</source>
        <translation>Keine Release-Autorisierung</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>Volumes</translation>
    </message>
    <message>
        <source>BaseOS fleet</source>
        <translation>BaseOS-Flotte</translation>
    </message>
    <message>
        <source>Server settings</source>
        <translation>Servereinstellungen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FilterBar</name>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>All rows are shown until it is fixed.</source>
        <translation>Alle Zeilen werden angezeigt, bis er korrigiert ist.</translation>
    </message>
    <message>
        <source>The previous filter (%1) stays in force.</source>
        <translation>Der vorherige Filter (%1) bleibt in Kraft.</translation>
    </message>
    <message>
        <source>✗ Filter not applied:</source>
        <translation>✗ Filter nicht angewendet:</translation>
    </message>
    <message>
        <source>%1; the filter has an error: %2</source>
        <translation>%1; der Filter hat einen Fehler: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FleetDetail</name>
    <message>
        <source>BaseOS node %1</source>
        <translation>BaseOS-Knoten %1</translation>
    </message>
    <message>
        <source>Stale: no heartbeat for longer than %1 (last: %2).</source>
        <translation>Veraltet: kein Heartbeat für länger als %1 (zuletzt: %2).</translation>
    </message>
    <message>
        <source>The last update failed on this node.</source>
        <translation>Die letzte Aktualisierung ist auf diesem Knoten fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Cloudly URL</source>
        <translation>Cloudly-URL</translation>
    </message>
    <message>
        <source>Supervisor address</source>
        <translation>Supervisor-Adresse</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation>Alle Felder, wie vom Server gesendet</translation>
    </message>
    <message>
        <source>Image build %1</source>
        <translation>Image-Build %1</translation>
    </message>
    <message>
        <source>The artifact has expired (its expiresAt is past).</source>
        <translation>Das Artefakt ist abgelaufen (sein expiresAt liegt in der Vergangenheit).</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Expires at</source>
        <translation>Läuft ab am</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Speicherort</translation>
    </message>
    <message>
        <source>(no artifact)</source>
        <translation>(kein Artefakt)</translation>
    </message>
    <message>
        <source>Build log</source>
        <translation>Build-Protokoll</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FleetPage</name>
    <message>
        <source>BaseOS nodes</source>
        <translation>BaseOS-Knoten</translation>
    </message>
    <message>
        <source>Image builds</source>
        <translation>Image-Builds</translation>
    </message>
    <message>
        <source>BaseOS image builds</source>
        <translation>BaseOS-Image-Builds</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s)</source>
        <translation>
            <numerusform>%1 von %n Knoten</numerusform>
            <numerusform>%1 von %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter nodes, e.g. stale:yes connection:connected progress:&gt;0 &quot;update failed&quot;</source>
        <translation>Knoten filtern, z. B. stale:yes connection:connected progress:&gt;0 &quot;Aktualisierung fehlgeschlagen&quot;</translation>
    </message>
    <message>
        <source>Copy node ID</source>
        <translation>Knoten-ID kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>Copy SHA-256</source>
        <translation>SHA-256 kopieren</translation>
    </message>
    <message>
        <source>Copy build ID</source>
        <translation>Build-ID kopieren</translation>
    </message>
    <message>
        <source>Select a node or an image build to see all of its fields.</source>
        <translation>Wählen Sie einen Knoten oder einen Image-Build aus, um alle seine Felder zu sehen.</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FreshnessBar</name>
    <message>
        <source>STALE since %1 — %2. Showing the last good data, from %3 (%4 old); it is not being updated.</source>
        <translation>VERALTET seit %1 – %2. Angezeigt werden die letzten gültigen Daten von %3 (%4 alt); sie werden nicht aktualisiert.</translation>
    </message>
    <message>
        <source>NOT LOADED — %1</source>
        <translation>NICHT GELADEN – %1</translation>
    </message>
    <message>
        <source>Last successful refresh: %1</source>
        <translation>Letzte erfolgreiche Aktualisierung: %1</translation>
    </message>
    <message>
        <source>Data freshness</source>
        <translation>Aktualität der Daten</translation>
    </message>
    <message>
        <source>Live again: %1</source>
        <translation>Wieder aktuell: %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::GrantConfirmDialog</name>
    <message>
        <source>  + %1   (added; risk %2)</source>
        <translation>  + %1   (hinzugefügt; Risiko %2)</translation>
    </message>
    <message>
        <source>  %1 %2   (removed)</source>
        <translation>  %1 %2   (entfernt)</translation>
    </message>
    <message>
        <source>Revoke deployment grant</source>
        <translation>Bereitstellungsberechtigung widerrufen</translation>
    </message>
    <message>
        <source>Confirm grant change</source>
        <translation>Änderung der Berechtigung bestätigen</translation>
    </message>
    <message>
        <source>Revoke the grant of %1 on %2?</source>
        <translation>Berechtigung von %1 für %2 widerrufen?</translation>
    </message>
    <message>
        <source>Change the grant of %1 on %2?</source>
        <translation>Berechtigung von %1 für %2 ändern?</translation>
    </message>
    <message>
        <source>Cloudly</source>
        <translation>Cloudly</translation>
    </message>
    <message>
        <source>Cloudly at %1</source>
        <translation>Cloudly unter %1</translation>
    </message>
    <message>
        <source>%1 will store no capabilities for this machine user on this service.</source>
        <translation>%1 speichert für diesen Maschinenbenutzer keine Capabilities für diesen Dienst.</translation>
    </message>
    <message>
        <source>%1 will store exactly the capabilities listed under &quot;after&quot;.</source>
        <translation>%1 speichert genau die unter „nachher“ aufgeführten Capabilities.</translation>
    </message>
    <message>
        <source>Grant change</source>
        <translation>Änderung der Berechtigung</translation>
    </message>
    <message>
        <source>Revoke grant</source>
        <translation>Berechtigung widerrufen</translation>
    </message>
    <message>
        <source>Apply change</source>
        <translation>Änderung anwenden</translation>
    </message>
    <message>
        <source>Revoking: pipelines that use %1 can no longer run preflights or deploy %2. This takes effect immediately.</source>
        <translation>Widerruf: Pipelines, die %1 verwenden, können keine Preflights mehr ausführen und %2 nicht mehr bereitstellen. Dies wird sofort wirksam.</translation>
    </message>
    <message>
        <source>To confirm, type the machine user id &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>Geben Sie zur Bestätigung die Maschinenbenutzer-ID &lt;b&gt;%1&lt;/b&gt; ein:</translation>
    </message>
    <message>
        <source>Machine user id to confirm the revoke</source>
        <translation>Maschinenbenutzer-ID zur Bestätigung des Widerrufs</translation>
    </message>
    <message>
        <source>Profile %1 is protected: this change goes to its server only after you type the profile name.</source>
        <translation>Profil %1 ist geschützt: diese Änderung geht erst an seinen Server, wenn Sie den Profilnamen eingeben.</translation>
    </message>
    <message>
        <source>To send it, type the profile name &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>Zum Senden den Profilnamen &lt;b&gt;%1&lt;/b&gt; eingeben:</translation>
    </message>
    <message>
        <source>Profile name to confirm the change</source>
        <translation>Profilname zur Bestätigung der Änderung</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::GrantEditor</name>
    <message>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;Risk %2:&lt;/b&gt;&lt;/span&gt; %3</source>
        <translation>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;Risiko %2:&lt;/b&gt;&lt;/span&gt; %3</translation>
    </message>
    <message>
        <source>Discard edits</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Apply…</source>
        <translation>Anwenden…</translation>
    </message>
    <message>
        <source>machine user id, e.g. mu-ci-web</source>
        <translation>Maschinenbenutzer-ID, z. B. mu-ci-web</translation>
    </message>
    <message>
        <source>Machine user id</source>
        <translation>Maschinenbenutzer-ID</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Discard your edits: show the current grant again (or the new-grant default).</source>
        <translation>Ihre Änderungen verwerfen: wieder die aktuelle Berechtigung (oder den Standard für neue Berechtigungen) anzeigen.</translation>
    </message>
    <message>
        <source>&amp;Machine user:</source>
        <translation>&amp;Maschinenbenutzer:</translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation>&amp;Dienst:</translation>
    </message>
    <message>
        <source>Current grant:</source>
        <translation>Aktuelle Berechtigung:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no services loaded</source>
        <translation>keine Dienste geladen</translation>
    </message>
    <message>
        <source>choose a service</source>
        <translation>Dienst auswählen</translation>
    </message>
    <message>
        <source>Applying: %1 on %2…</source>
        <translation>Wird angewendet: %1 auf %2…</translation>
    </message>
    <message>
        <source>Choose a machine user and a service.</source>
        <translation>Wählen Sie einen Maschinenbenutzer und einen Dienst aus.</translation>
    </message>
    <message>
        <source>Unknown (%1).</source>
        <translation>Unbekannt (%1).</translation>
    </message>
    <message>
        <source>Unknown (%1). Applying sets exactly the checked capabilities; a new grant starts with deployment:preflight only.</source>
        <translation>Unbekannt (%1). Beim Anwenden werden genau die markierten Capabilities gesetzt; eine neue Berechtigung beginnt nur mit deployment:preflight.</translation>
    </message>
    <message>
        <source>No grant (%1). A new grant starts with deployment:preflight only.</source>
        <translation>Keine Berechtigung (%1). Eine neue Berechtigung beginnt nur mit deployment:preflight.</translation>
    </message>
    <message>
        <source>%1 also holds grants on other services (as last recorded on this machine): %2</source>
        <translation>%1 hat auch Berechtigungen für andere Dienste (laut letzter Aufzeichnung auf diesem Rechner): %2</translation>
    </message>
    <message>
        <source>Apply (revoke)…</source>
        <translation>Anwenden (widerrufen)…</translation>
    </message>
    <message>
        <source>No capability is checked: applying removes the whole grant.</source>
        <translation>Keine Capability markiert: Beim Anwenden wird die gesamte Berechtigung entfernt.</translation>
    </message>
    <message>
        <source>Review the exact change before it is sent.</source>
        <translation>Prüfen Sie die genaue Änderung, bevor sie gesendet wird.</translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s); asking the server for its user list…</source>
        <translation>
            <numerusform>%n Vorschlag; Benutzerliste wird vom Server abgefragt…</numerusform>
            <numerusform>%n Vorschläge; Benutzerliste wird vom Server abgefragt…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) from the clusters, the audit trail and the server&apos;s user list.</source>
        <translation>
            <numerusform>%n Vorschlag aus den Clustern, dem Prüfprotokoll und der Benutzerliste des Servers.</numerusform>
            <numerusform>%n Vorschläge aus den Clustern, dem Prüfprotokoll und der Benutzerliste des Servers.</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggestions yet: type the machine user id.</source>
        <translation>Noch keine Vorschläge: Geben Sie die Maschinenbenutzer-ID ein.</translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) from the clusters&apos; machine users and this machine&apos;s audit trail.</source>
        <translation>
            <numerusform>%n Vorschlag aus den Maschinenbenutzern der Cluster und dem Prüfprotokoll dieses Rechners.</numerusform>
            <numerusform>%n Vorschläge aus den Maschinenbenutzern der Cluster und dem Prüfprotokoll dieses Rechners.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only. %1</source>
        <translation>Schreibgeschützt. %1</translation>
    </message>
    <message>
        <source>Deployment capabilities</source>
        <translation>Bereitstellungs-Capabilities</translation>
    </message>
    <message>
        <source>Deployment capabilities after the change</source>
        <translation>Bereitstellungs-Capabilities nach der Änderung</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Applied. %1</source>
        <translation>Angewendet. %1</translation>
    </message>
    <message>
        <source>Echo mismatch (%1), recorded in the audit trail. %2</source>
        <translation>Abweichende Rückmeldung (%1), im Prüfprotokoll festgehalten. %2</translation>
    </message>
    <message>
        <source>Not applied (%1), recorded in the audit trail. %2</source>
        <translation>Nicht angewendet (%1), im Prüfprotokoll festgehalten. %2</translation>
    </message>
    <message>
        <source>Why can&apos;t I change this?</source>
        <translation>Warum kann ich das nicht ändern?</translation>
    </message>
    <message>
        <source>The console sends no change to this server. To change grants, untick Read-only in Profiles ▸ Safety of %1, or connect with a profile that is not read-only.</source>
        <translation>Die Konsole sendet keine Änderung an diesen Server. Um Berechtigungen zu ändern, entfernen Sie das Häkchen bei Schreibgeschützt unter Profile ▸ Sicherheit von %1 oder verbinden Sie sich mit einem Profil, das nicht schreibgeschützt ist.</translation>
    </message>
    <message>
        <source>Log in with an identity whose role is admin to change grants.</source>
        <translation>Melden Sie sich mit einer Identität mit der Rolle admin an, um Berechtigungen zu ändern.</translation>
    </message>
    <message>
        <source>Why you cannot change grants here: %1 %2</source>
        <translation>Warum Sie hier keine Berechtigungen ändern können: %1 %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::GrantsPage</name>
    <message>
        <source>Edit grant</source>
        <translation>Berechtigung bearbeiten</translation>
    </message>
    <message>
        <source>Effective grants</source>
        <translation>Wirksame Berechtigungen</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Prüfprotokoll</translation>
    </message>
    <message>
        <source>Who can deploy</source>
        <translation>Wer darf deployen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ImagesView</name>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n Image</numerusform>
            <numerusform>%n Images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n image(s)</source>
        <translation>
            <numerusform>%1 von %n Image</numerusform>
            <numerusform>%1 von %n Images</numerusform>
        </translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht erforderlich</translation>
    </message>
    <message>
        <source>Copy image ID</source>
        <translation>Image-ID kopieren</translation>
    </message>
    <message>
        <source>Copy name</source>
        <translation>Namen kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>Copy platform manifest digest</source>
        <translation>Plattform-Manifest-Digest kopieren</translation>
    </message>
    <message>
        <source>Copy index digest</source>
        <translation>Index-Digest kopieren</translation>
    </message>
    <message>
        <source>Copy platform</source>
        <translation>Plattform kopieren</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>Image kopieren</translation>
    </message>
    <message>
        <source>Images (legacy image store: versions only, no OCI digests or platforms)</source>
        <translation>Images (Legacy-Image-Speicher: nur Versionen, keine OCI-Digests oder Plattformen)</translation>
    </message>
    <message>
        <source>OCI platforms</source>
        <translation>OCI-Plattformen</translation>
    </message>
    <message>
        <source>Select an image or a platform cell to see all of its fields.</source>
        <translation>Wählen Sie ein Image oder eine Plattformzelle aus, um alle Felder anzuzeigen.</translation>
    </message>
    <message>
        <source>Node %1 (%2): %3</source>
        <translation>Knoten %1 (%2): %3</translation>
    </message>
    <message>
        <source>✓ Architecture check: every node can run the OCI images known for its tasks.</source>
        <translation>✓ Architekturprüfung: Jeder Knoten kann die für seine Aufgaben bekannten OCI-Images ausführen.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ Architecture check: %n node(s) cannot run the image of a task</source>
        <translation>
            <numerusform>⚠ Architekturprüfung: %n Knoten kann das Image einer Aufgabe nicht ausführen</numerusform>
            <numerusform>⚠ Architekturprüfung: %n Knoten können das Image einer Aufgabe nicht ausführen</numerusform>
        </translation>
    </message>
    <message>
        <source>No OCI platform data yet. Cloudly 12 reports OCI platforms and per-platform digests only in deployment preflight reports, so this matrix fills as preflights are run (Preflight page, or cloudlyctl preflight). The legacy images above carry no OCI data.</source>
        <translation>Noch keine OCI-Plattformdaten. Cloudly 12 meldet OCI-Plattformen und plattformspezifische Digests nur in Preflight-Berichten von Bereitstellungen; diese Matrix füllt sich daher, sobald Preflights ausgeführt werden (Seite „Preflight“ oder cloudlyctl preflight). Die Legacy-Images oben enthalten keine OCI-Daten.</translation>
    </message>
    <message numerus="yes">
        <source>Rows: OCI images from %n preflight report(s) and from getImagePlatforms, as of %1. </source>
        <translation>
            <numerusform>Zeilen: OCI-Images aus %n Preflight-Bericht und aus getImagePlatforms, Stand %1. </numerusform>
            <numerusform>Zeilen: OCI-Images aus %n Preflight-Berichten und aus getImagePlatforms, Stand %1. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rows: OCI images from %n preflight report(s) (current and requested image), as of %1; not refreshed by polling. </source>
        <translation>
            <numerusform>Zeilen: OCI-Images aus %n Preflight-Bericht (aktuelles und angefordertes Image), Stand %1; wird nicht durch Abfragen aktualisiert. </numerusform>
            <numerusform>Zeilen: OCI-Images aus %n Preflight-Berichten (aktuelles und angefordertes Image), Stand %1; wird nicht durch Abfragen aktualisiert. </numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;✗ missing&quot;: a node that runs the image&apos;s service has that platform, but the image cannot run there.</source>
        <translation>„✗ fehlt“: Ein Knoten, auf dem der Dienst des Images läuft, hat diese Plattform, aber das Image kann dort nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>Your nodes run: %1.</source>
        <translation>Ihre Knoten laufen auf: %1.</translation>
    </message>
    <message>
        <source>(This server has no getImagePlatforms request.)</source>
        <translation>(Dieser Server kennt keine getImagePlatforms-Anfrage.)</translation>
    </message>
    <message>
        <source>Image %1 is no longer on the server.</source>
        <translation>Image %1 ist nicht mehr auf dem Server.</translation>
    </message>
    <message>
        <source>Image %1</source>
        <translation>Image %1</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Speicherort</translation>
    </message>
    <message>
        <source>not in the legacy image store (see the platform matrix)</source>
        <translation>nicht im Legacy-Image-Speicher (siehe Plattformmatrix)</translation>
    </message>
    <message>
        <source>Versions (%1)</source>
        <translation>Versionen (%1)</translation>
    </message>
    <message>
        <source>(no stored version)</source>
        <translation>(keine gespeicherte Version)</translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation>Alle Felder, wie vom Server gesendet</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Manifest digest</source>
        <translation>Manifest-Digest</translation>
    </message>
    <message>
        <source>Nodes of this platform</source>
        <translation>Knoten dieser Plattform</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Its tasks run there</source>
        <translation>Zugehörige Aufgaben laufen dort</translation>
    </message>
    <message>
        <source>yes (or unknown)</source>
        <translation>ja (oder unbekannt)</translation>
    </message>
    <message>
        <source>Platform descriptor, as reported</source>
        <translation>Plattformdeskriptor, wie gemeldet</translation>
    </message>
    <message>
        <source>OCI image %1</source>
        <translation>OCI-Image %1</translation>
    </message>
    <message>
        <source>OCI image</source>
        <translation>OCI-Image</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Media type</source>
        <translation>Medientyp</translation>
    </message>
    <message>
        <source>getImagePlatforms (image %1)</source>
        <translation>getImagePlatforms (Image %1)</translation>
    </message>
    <message>
        <source>preflight report of service %1 (%2 image)</source>
        <translation>Preflight-Bericht von Dienst %1 (%2 Image)</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuelles</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>angefordertes</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>Platforms (%1)</source>
        <translation>Plattformen (%1)</translation>
    </message>
    <message>
        <source>runnable</source>
        <translation>ausführbar</translation>
    </message>
    <message>
        <source>manifest missing</source>
        <translation>Manifest fehlt</translation>
    </message>
    <message>
        <source>not runnable</source>
        <translation>nicht ausführbar</translation>
    </message>
    <message>
        <source>All fields, as reported</source>
        <translation>Alle Felder, wie gemeldet</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Images</translation>
    </message>
    <message>
        <source>Platform matrix</source>
        <translation>Plattformmatrix</translation>
    </message>
    <message>
        <source>OCI images against the platforms they offer and the nodes need</source>
        <translation>OCI-Images gegen die Plattformen, die sie anbieten und die die Knoten brauchen</translation>
    </message>
    <message>
        <source>Filter images, e.g. location:external versions:&gt;1 webapp</source>
        <translation>Images filtern, z. B. location:external versions:&gt;1 webapp</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::InstanceServer</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a directory (a link or a file is in its place)</source>
        <translation>%1 ist kein Verzeichnis (an seiner Stelle steht ein Link oder eine Datei)</translation>
    </message>
    <message>
        <source>%1 belongs to another user</source>
        <translation>%1 gehört einem anderen Benutzer</translation>
    </message>
    <message>
        <source>%1 is open to other users and cannot be made private</source>
        <translation>%1 ist für andere Benutzer offen und kann nicht privat gemacht werden</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>another console of this user is running</source>
        <translation>eine andere Konsole dieses Benutzers läuft bereits</translation>
    </message>
    <message>
        <source>this console does not open links</source>
        <translation>diese Konsole öffnet keine Links</translation>
    </message>
    <message>
        <source>the running console did not answer</source>
        <translation>die laufende Konsole hat nicht geantwortet</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::InventoryPage</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Go back to where you came from (Alt+Left)</source>
        <translation>Dorthin zurückkehren, woher Sie gekommen sind (Alt+Links)</translation>
    </message>
    <message>
        <source>Export view…</source>
        <translation>Ansicht exportieren…</translation>
    </message>
    <message>
        <source>Save the rows and columns shown, as CSV or JSON</source>
        <translation>Die angezeigten Zeilen und Spalten als CSV oder JSON speichern</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>Filter: %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::JournalPage</name>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation>
            <numerusform>%1 von %n Zeile</numerusform>
            <numerusform>%1 von %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter the journal, e.g. kind:task.status object:t-1 change:failed age:&lt;1h</source>
        <translation>Journal filtern, z. B. kind:task.status object:t-1 change:failed age:&lt;1h</translation>
    </message>
    <message>
        <source>Copy object ID</source>
        <translation>Objekt-ID kopieren</translation>
    </message>
    <message>
        <source>Copy what changed</source>
        <translation>Änderung kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>What this console saw change while it was connected: Cloudly sends no change events and keeps no history, so changes are noticed at the next poll. &quot;Not observed&quot; rows mark times the console was not connected; what changed then is missing. Environment and secret values are never recorded.</source>
        <translation>Was diese Konsole während der Verbindung an Änderungen gesehen hat: Cloudly sendet keine Änderungsereignisse und speichert keinen Verlauf, daher werden Änderungen erst bei der nächsten Abfrage bemerkt. Zeilen „Nicht beobachtet“ kennzeichnen Zeiten, in denen die Konsole nicht verbunden war; Änderungen aus dieser Zeit fehlen. Umgebungs- und Secret-Werte werden nie aufgezeichnet.</translation>
    </message>
    <message>
        <source>No journal is open: connect to a server to start recording.</source>
        <translation>Kein Journal geöffnet: Verbinden Sie sich mit einem Server, um die Aufzeichnung zu starten.</translation>
    </message>
    <message>
        <source>The journal could not be read: %1</source>
        <translation>Das Journal konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Nothing recorded yet.</source>
        <translation>Noch nichts aufgezeichnet.</translation>
    </message>
    <message>
        <source>Select a row to see what this console saw change.</source>
        <translation>Wählen Sie eine Zeile aus, um zu sehen, welche Änderung diese Konsole gesehen hat.</translation>
    </message>
    <message>
        <source>Not observed</source>
        <translation>Nicht beobachtet</translation>
    </message>
    <message>
        <source>Last seen before</source>
        <translation>Zuletzt gesehen vor</translation>
    </message>
    <message>
        <source>Observing again</source>
        <translation>Erneut beobachtet</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Seen at</source>
        <translation>Gesehen um</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Environment and secret values are never recorded, only that they changed</source>
        <translation>Umgebungs- und Secret-Werte werden nie aufgezeichnet, nur dass sie sich geändert haben</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Observed by</source>
        <translation>Beobachtet von</translation>
    </message>
    <message>
        <source>this console, by polling (Cloudly keeps no change history)</source>
        <translation>dieser Konsole, per Abfrage (Cloudly speichert keinen Änderungsverlauf)</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Loading the journal…</source>
        <translation>Journal wird geladen…</translation>
    </message>
    <message numerus="yes">
        <source>The newest %1 rows are listed (and filtered); %n older entries are only in the journal file (cloudlyctl journal --since …).</source>
        <translation>
            <numerusform>Die neuesten %1 Zeilen werden gezeigt (und gefiltert); %n älterer Eintrag steht nur in der Journaldatei (cloudlyctl journal --since …).</numerusform>
            <numerusform>Die neuesten %1 Zeilen werden gezeigt (und gefiltert); %n ältere Einträge stehen nur in der Journaldatei (cloudlyctl journal --since …).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::LogViewer</name>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Groß/klein</translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation>Nur Treffer</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Mitlaufen</translation>
    </message>
    <message>
        <source>Search the log (Enter: next, Shift+Enter: previous)</source>
        <translation>Im Log suchen (Enter: nächster, Umschalt+Enter: vorheriger)</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Im Log suchen</translation>
    </message>
    <message>
        <source>Search with a regular expression</source>
        <translation>Mit einem regulären Ausdruck suchen</translation>
    </message>
    <message>
        <source>Match upper and lower case exactly</source>
        <translation>Groß- und Kleinschreibung genau beachten</translation>
    </message>
    <message>
        <source>Show only the lines that match the search</source>
        <translation>Nur die Zeilen zeigen, die zur Suche passen</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>Lange Zeilen umbrechen</translation>
    </message>
    <message>
        <source>Scroll to new lines as they arrive (Cloudly pushes no log lines: they arrive with each poll)</source>
        <translation>Zu neuen Zeilen scrollen, sobald sie ankommen (Cloudly sendet keine Logzeilen von sich aus: sie kommen mit jeder Abfrage)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the lines shown to a text file</source>
        <translation>Die gezeigten Zeilen in eine Textdatei speichern</translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation>Suche: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>not following</source>
        <translation>läuft nicht mit</translation>
    </message>
    <message>
        <source>following paused (scrolled up; scroll to the end to resume)</source>
        <translation>Mitlaufen pausiert (nach oben gescrollt; ans Ende scrollen, um fortzusetzen)</translation>
    </message>
    <message numerus="yes">
        <source>follows by polling every %n s (Cloudly pushes no log lines)</source>
        <translation>
            <numerusform>läuft mit, fragt jede Sekunde ab (Cloudly sendet keine Logzeilen von sich aus)</numerusform>
            <numerusform>läuft mit, fragt alle %n s ab (Cloudly sendet keine Logzeilen von sich aus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save log</source>
        <translation>Log speichern</translation>
    </message>
    <message>
        <source>Text files (*.txt *.log);;All files (*)</source>
        <translation>Textdateien (*.txt *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>Logzeilen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::LogWindow</name>
    <message>
        <source>Log of task %1</source>
        <translation>Log des Tasks %1</translation>
    </message>
    <message>
        <source>Logs of service %1</source>
        <translation>Logs des Dienstes %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::MainWindow</name>
    <message>
        <source>Cloudly Console</source>
        <translation>Cloudly Console</translation>
    </message>
    <message>
        <source>About Cloudly Console</source>
        <translation>Über Cloudly Console</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cloudly Console %1&lt;/h3&gt;&lt;p&gt;A native operations console for serve.zone Cloudly.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Cloudly Console %1&lt;/h3&gt;&lt;p&gt;Eine native Betriebskonsole für serve.zone Cloudly.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Main tool bar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Current view</source>
        <translation>Aktuelle Ansicht</translation>
    </message>
    <message>
        <source>Arrow keys move between the views, Enter moves into the view; Ctrl+1 to Ctrl+9 show a view directly</source>
        <translation>Mit den Pfeiltasten wechseln Sie zwischen den Ansichten, mit der Eingabetaste in die Ansicht; Ctrl+1 bis Ctrl+9 zeigen eine Ansicht direkt an</translation>
    </message>
    <message>
        <source>not connected to a server</source>
        <translation>mit keinem Server verbunden</translation>
    </message>
    <message>
        <source>not connected and logged in: there is nothing to refresh from</source>
        <translation>nicht verbunden und angemeldet: es gibt nichts zu aktualisieren</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::MetricChart</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 um %3</translation>
    </message>
    <message>
        <source>%1 events marked</source>
        <translation>%1 Ereignisse markiert</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::MetricTabs</name>
    <message>
        <source>Metrics over time</source>
        <translation>Metriken im Zeitverlauf</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>Memory used</source>
        <translation>Belegter Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Disk used</source>
        <translation>Belegter Datenträger</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::NavigationGroups</name>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Infrastructure</source>
        <translation>Infrastruktur</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Auslieferung</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::NavigationModel</name>
    <message numerus="yes">
        <source>%1, %n needing attention</source>
        <translation>
            <numerusform>%1, %n benötigt Aufmerksamkeit</numerusform>
            <numerusform>%1, %n benötigen Aufmerksamkeit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n needing attention</source>
        <translation>
            <numerusform>%1 — %n benötigt Aufmerksamkeit</numerusform>
            <numerusform>%1 — %n benötigen Aufmerksamkeit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::NodeSparkDelegate</name>
    <message>
        <source>CPU %1 % at %2</source>
        <translation>CPU %1 % am %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::OverviewNumbers</name>
    <message>
        <source>%1 (needs attention)</source>
        <translation>%1 (braucht Aufmerksamkeit)</translation>
    </message>
    <message>
        <source>Open the list</source>
        <translation>Liste öffnen</translation>
    </message>
    <message>
        <source>Runtime tasks</source>
        <translation>Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>Clusters &amp; nodes</source>
        <translation>Cluster &amp; Knoten</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Services</translation>
    </message>
    <message>
        <source>BaseOS fleet</source>
        <translation>BaseOS-Flotte</translation>
    </message>
    <message>
        <source>preflight receipts</source>
        <translation>Preflight-Belege</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>opens the %1 list</source>
        <translation>öffnet die Liste %1</translation>
    </message>
    <message>
        <source>opens the %1 list filtered by %2</source>
        <translation>öffnet die Liste %1, gefiltert nach %2</translation>
    </message>
    <message>
        <source>%1 %2, %3; %4</source>
        <translation>%1 %2, %3; %4</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::OverviewPage</name>
    <message>
        <source>What needs attention right now. Every number opens the list it counts, with the filter that produced it.</source>
        <translation>Was jetzt Aufmerksamkeit erfordert. Jede Zahl öffnet die gezählte Liste mit dem Filter, der sie ergeben hat.</translation>
    </message>
    <message>
        <source>From the preflight receipts on this computer</source>
        <translation>Aus den Preflight-Belegen auf diesem Computer</translation>
    </message>
    <message>
        <source>Raised by this console while it ran</source>
        <translation>Von dieser Konsole während der Laufzeit ausgelöst</translation>
    </message>
    <message>
        <source>%1, last hour</source>
        <translation>%1, letzte Stunde</translation>
    </message>
    <message>
        <source>%1: no trend yet</source>
        <translation>%1: noch kein Trend</translation>
    </message>
    <message>
        <source>%1, since %2</source>
        <translation>%1, seit %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::PaletteIndex</name>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>BaseOS node</source>
        <translation>BaseOS-Knoten</translation>
    </message>
    <message>
        <source>Image build</source>
        <translation>Image-Build</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <translation>&amp;Darstellung:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Light, dark or high-contrast colours, or whatever the desktop uses</source>
        <translation>Helle, dunkle oder kontrastreiche Farben oder die des Desktops</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::PreflightController</name>
    <message>
        <source>A preflight is running…</source>
        <translation>Ein Preflight läuft…</translation>
    </message>
    <message>
        <source>Not connected to Cloudly: connect to run a preflight.</source>
        <translation>Nicht mit Cloudly verbunden: Stellen Sie eine Verbindung her, um einen Preflight auszuführen.</translation>
    </message>
    <message>
        <source>Not signed in: sign in to Cloudly to run a preflight.</source>
        <translation>Nicht angemeldet: Melden Sie sich bei Cloudly an, um einen Preflight auszuführen.</translation>
    </message>
    <message>
        <source>%1 version %2 on %3</source>
        <translation>%1 Version %2 auf %3</translation>
    </message>
    <message>
        <source>The receipt was not stored: %1</source>
        <translation>Der Beleg wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Receipt %1 stored in %2.</source>
        <translation>Beleg %1 in %2 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Only the newest %1 receipts are kept: %n older receipt(s) removed.</source>
        <translation>
            <numerusform>Nur die neuesten %1 Belege werden aufbewahrt: %n älterer Beleg entfernt.</numerusform>
            <numerusform>Nur die neuesten %1 Belege werden aufbewahrt: %n ältere Belege entfernt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ProfileSwitcher</name>
    <message>
        <source>&amp;Profiles</source>
        <translation>&amp;Profile</translation>
    </message>
    <message>
        <source>Connection profile</source>
        <translation>Verbindungsprofil</translation>
    </message>
    <message>
        <source>Switch to another saved server (profile)</source>
        <translation>Zu einem anderen gespeicherten Server (Profil) wechseln</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation>(kein Profil)</translation>
    </message>
    <message>
        <source>No saved profiles yet</source>
        <translation>Noch keine gespeicherten Profile</translation>
    </message>
    <message>
        <source>Connect to another server…</source>
        <translation>Mit einem anderen Server verbinden…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Safety of %1</source>
        <translation>Sicherheit von %1</translation>
    </message>
    <message>
        <source>No stage</source>
        <translation>Keine Stufe</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <source>Staging</source>
        <translation>Staging</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Protected: type the profile name before a change</source>
        <translation>Geschützt: vor einer Änderung den Profilnamen eingeben</translation>
    </message>
    <message>
        <source>Read-only: never send a change</source>
        <translation>Schreibgeschützt: nie eine Änderung senden</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReceiptExport</name>
    <message>
        <source>JSON receipt (*.json)</source>
        <translation>JSON-Beleg (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export preflight receipt</source>
        <translation>Preflight-Beleg exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReceiptHistoryView</name>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Preflight receipts</source>
        <translation>Preflight-Belege</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Blockaden</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Comparison of two receipts</source>
        <translation>Vergleich zweier Belege</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Markdown exportieren…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n receipt(s) in %1. The newest %2 are kept; older receipts are removed automatically.</source>
        <translation>
            <numerusform>%n Beleg in %1. Die neuesten %2 werden aufbewahrt; ältere Belege werden automatisch entfernt.</numerusform>
            <numerusform>%n Belege in %1. Die neuesten %2 werden aufbewahrt; ältere Belege werden automatisch entfernt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n file(s) could not be read: </source>
        <translation>
            <numerusform>⚠ %n Datei konnte nicht gelesen werden: </numerusform>
            <numerusform>⚠ %n Dateien konnten nicht gelesen werden: </numerusform>
        </translation>
    </message>
    <message>
        <source>Select two receipts of the same service to compare them.</source>
        <translation>Wählen Sie zwei Belege desselben Dienstes aus, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>These receipts are of different services and cannot be compared.</source>
        <translation>Diese Belege gehören zu verschiedenen Diensten und können nicht verglichen werden.</translation>
    </message>
    <message>
        <source>No difference in decision, blockers or digests.</source>
        <translation>Kein Unterschied bei Entscheidung, Blockaden oder Digests.</translation>
    </message>
    <message>
        <source>Compared: see the differences below.</source>
        <translation>Verglichen: siehe Unterschiede unten.</translation>
    </message>
    <message numerus="yes">
        <source>Export %n receipt(s) to</source>
        <translation>
            <numerusform>%n Beleg exportieren nach</numerusform>
            <numerusform>%n Belege exportieren nach</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n receipt(s) to %1.</source>
        <translation>
            <numerusform>%n Beleg nach %1 exportiert.</numerusform>
            <numerusform>%n Belege nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show receipts</source>
        <translation>Belege anzeigen</translation>
    </message>
    <message>
        <source>All receipts</source>
        <translation>Alle Belege</translation>
    </message>
    <message>
        <source>Latest per service</source>
        <translation>Letzter je Dienst</translation>
    </message>
    <message>
        <source>Latest per service: NO-GO</source>
        <translation>Letzter je Dienst: NO-GO</translation>
    </message>
    <message>
        <source>Latest per service: GO</source>
        <translation>Letzter je Dienst: GO</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReceiptPdf</name>
    <message>
        <source>Deployment preflight %1 — %2</source>
        <translation>Bereitstellungs-Preflight %1 — %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReportView</name>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation>Als &amp;Markdown exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>%1 · version %2 · %3 · signed in as %4 · %5 · receipt %6</source>
        <translation>%1 · Version %2 · %3 · angemeldet als %4 · %5 · Beleg %6</translation>
    </message>
    <message>
        <source>(no service)</source>
        <translation>(kein Dienst)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>Blockers: none</source>
        <translation>Blockaden: keine</translation>
    </message>
    <message>
        <source>Blockers (%1)</source>
        <translation>Blockaden (%1)</translation>
    </message>
    <message>
        <source>Cloudly&apos;s error</source>
        <translation>Fehler von Cloudly</translation>
    </message>
    <message>
        <source>Authorization missing: %1</source>
        <translation>Berechtigung fehlt: %1</translation>
    </message>
    <message>
        <source>No report: %1</source>
        <translation>Kein Bericht: %1</translation>
    </message>
    <message>
        <source>Nothing was checked, so this console cannot say GO. No receipt was stored.</source>
        <translation>Es wurde nichts geprüft, daher kann diese Konsole kein GO geben. Es wurde kein Beleg gespeichert.</translation>
    </message>
    <message>
        <source>Run a preflight or open a receipt first.</source>
        <translation>Führen Sie zuerst einen Preflight aus oder öffnen Sie einen Beleg.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionDiffModel</name>
    <message>
        <source>Select two revisions to compare them (one: with the revision before it).</source>
        <translation>Zwei Revisionen auswählen, um sie zu vergleichen (eine: mit der Revision davor).</translation>
    </message>
    <message>
        <source>Revision %1 → %2</source>
        <translation>Revision %1 → %2</translation>
    </message>
    <message>
        <source>%1: diff unavailable — %2</source>
        <translation>%1: Vergleich nicht möglich — %2</translation>
    </message>
    <message>
        <source>%1: the same revision</source>
        <translation>%1: dieselbe Revision</translation>
    </message>
    <message>
        <source>%1: no changes</source>
        <translation>%1: keine Änderungen</translation>
    </message>
    <message>
        <source>%1: %2 changed fields</source>
        <translation>%1: %2 geänderte Felder</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Environment and secret values are never kept, only their names</source>
        <translation>Werte von Umgebungsvariablen und Geheimnissen werden nie behalten, nur ihre Namen</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionListModel</name>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>not seen whole</source>
        <translation>nicht vollständig gesehen</translation>
    </message>
    <message>
        <source>not watched before it: changes may have been missed</source>
        <translation>davor nicht beobachtet: Änderungen können entgangen sein</translation>
    </message>
    <message>
        <source>not watched in between (%1 stretches)</source>
        <translation>zwischendurch nicht beobachtet (%1 Zeiträume)</translation>
    </message>
    <message>
        <source>First seen %1, last seen %2</source>
        <translation>Zuerst gesehen %1, zuletzt gesehen %2</translation>
    </message>
    <message>
        <source>not watched from %1 to %2</source>
        <translation>nicht beobachtet von %1 bis %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Zuerst gesehen</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionTabs</name>
    <message>
        <source>Revisions of the service</source>
        <translation>Revisionen des Dienstes</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>Revisionen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionsPanel</name>
    <message>
        <source>Revisions</source>
        <translation>Revisionen</translation>
    </message>
    <message>
        <source>Changes between the revisions</source>
        <translation>Änderungen zwischen den Revisionen</translation>
    </message>
    <message>
        <source>Select two revisions to compare them</source>
        <translation>Zwei Revisionen auswählen, um sie zu vergleichen</translation>
    </message>
    <message>
        <source>No revision of this service is recorded yet (the console records what it sees while it is connected).</source>
        <translation>Noch keine Revision dieses Dienstes aufgezeichnet (die Konsole zeichnet auf, was sie sieht, solange sie verbunden ist).</translation>
    </message>
    <message>
        <source>%1 revisions seen by this console (Cloudly keeps no history; values of environment variables and secrets are never kept)</source>
        <translation>%1 Revisionen von dieser Konsole gesehen (Cloudly führt keine Historie; Werte von Umgebungsvariablen und Geheimnissen werden nie behalten)</translation>
    </message>
    <message>
        <source>it is the first revision this console saw</source>
        <translation>es ist die erste Revision, die diese Konsole gesehen hat</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::SavedFilters</name>
    <message>
        <source>Saved filters</source>
        <translation>Gespeicherte Filter</translation>
    </message>
    <message>
        <source>Apply a saved filter, or save the current one under a name (per profile)</source>
        <translation>Gespeicherten Filter anwenden oder aktuellen Filter unter einem Namen speichern (je Profil)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No saved filters yet</source>
        <translation>Noch keine gespeicherten Filter</translation>
    </message>
    <message>
        <source>Save current filter…</source>
        <translation>Aktuellen Filter speichern…</translation>
    </message>
    <message>
        <source>Delete saved filter</source>
        <translation>Gespeicherten Filter löschen</translation>
    </message>
    <message>
        <source>Save filter</source>
        <translation>Filter speichern</translation>
    </message>
    <message>
        <source>Name for the filter “%1”:</source>
        <translation>Name für den Filter „%1“:</translation>
    </message>
    <message>
        <source>This filter is not saved: it looks like it contains a secret, and secrets are never written to the settings file.</source>
        <translation>Dieser Filter wird nicht gespeichert: Er scheint ein Secret zu enthalten, und Secrets werden nie in die Einstellungsdatei geschrieben.</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ServicesView</name>
    <message numerus="yes">
        <source>%n service(s)</source>
        <translation>
            <numerusform>%n Dienst</numerusform>
            <numerusform>%n Dienste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n service(s)</source>
        <translation>
            <numerusform>%1 von %n Dienst</numerusform>
            <numerusform>%1 von %n Diensten</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected service %1 is hidden by the filter.</source>
        <translation>Der ausgewählte Dienst %1 wird durch den Filter ausgeblendet.</translation>
    </message>
    <message>
        <source>The selected service %1 is no longer on the server.</source>
        <translation>Der ausgewählte Dienst %1 ist nicht mehr auf dem Server.</translation>
    </message>
    <message>
        <source>Services not loaded yet</source>
        <translation>Dienste noch nicht geladen</translation>
    </message>
    <message>
        <source>Services not loaded: %1</source>
        <translation>Dienste nicht geladen: %1</translation>
    </message>
    <message>
        <source>Services last updated %1</source>
        <translation>Dienste zuletzt aktualisiert %1</translation>
    </message>
    <message>
        <source>Services last updated %1, stale: %2</source>
        <translation>Dienste zuletzt aktualisiert %1, veraltet: %2</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Dienste</translation>
    </message>
    <message>
        <source>Enter or double-click shows the runtime tasks of the service</source>
        <translation>Eingabe oder Doppelklick zeigt die Laufzeitaufgaben des Dienstes</translation>
    </message>
    <message>
        <source>Service details</source>
        <translation>Dienstdetails</translation>
    </message>
    <message>
        <source>Stop watching service</source>
        <translation>Dienst nicht mehr beobachten</translation>
    </message>
    <message>
        <source>Watch service</source>
        <translation>Dienst beobachten</translation>
    </message>
    <message>
        <source>Show runtime tasks</source>
        <translation>Laufzeit-Tasks anzeigen</translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation>Dienst-ID kopieren</translation>
    </message>
    <message>
        <source>Copy service name</source>
        <translation>Dienstnamen kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>Select a service to see all of its fields. Double-click it to show its runtime tasks.</source>
        <translation>Wählen Sie einen Dienst, um alle seine Felder zu sehen. Doppelklick zeigt seine Laufzeit-Tasks.</translation>
    </message>
    <message>
        <source>Service %1</source>
        <translation>Dienst %1</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Deployment strategy</source>
        <translation>Bereitstellungsstrategie</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>Domains (%1)</source>
        <translation>Domains (%1)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation>Alle Felder, wie vom Server gesendet</translation>
    </message>
    <message>
        <source>Watched: failed or unhealthy tasks and backup coverage that is not ok raise an alert</source>
        <translation>Überwacht: Fehlgeschlagene oder nicht gesunde Aufgaben und nicht einwandfreie Sicherungsabdeckung lösen eine Warnung aus</translation>
    </message>
    <message>
        <source>Filter services, e.g. category:workload replicas:&gt;1 image:app* backup:stale web</source>
        <translation>Dienste filtern, z. B. category:workload replicas:&gt;1 image:app* backup:stale web</translation>
    </message>
    <message>
        <source>Raise an alert (and a desktop notification) when a task of this service fails or turns unhealthy, its preflight turns NO-GO, or its backup coverage is not ok</source>
        <translation>Eine Warnung (und eine Desktop-Benachrichtigung) auslösen, wenn eine Aufgabe dieses Dienstes fehlschlägt oder nicht mehr gesund ist, sein Preflight auf NO-GO wechselt oder seine Sicherungsabdeckung nicht ok ist</translation>
    </message>
    <message>
        <source>Backups (%1)</source>
        <translation>Sicherungen (%1)</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>— (nothing to back up)</source>
        <translation>— (nichts zu sichern)</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>unknown: backups are not loaded</source>
        <translation>unbekannt: Sicherungen sind nicht geladen</translation>
    </message>
    <message>
        <source>Backup %1</source>
        <translation>Sicherung %1</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Original size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Stored size</source>
        <translation>Gespeicherte Größe</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>Snapshots</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Datensätze</translation>
    </message>
    <message>
        <source>no backup of this service</source>
        <translation>keine Sicherung dieses Dienstes</translation>
    </message>
    <message>
        <source>backups are not loaded</source>
        <translation>Sicherungen sind nicht geladen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::SessionController</name>
    <message>
        <source>The embedded demo server could not start: %1</source>
        <translation>Der eingebettete Demo-Server konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>No saved password or token for profile %1.</source>
        <translation>Für das Profil %1 ist kein Passwort oder Token gespeichert.</translation>
    </message>
    <message>
        <source>disconnected by the user</source>
        <translation>vom Benutzer getrennt</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <source>Login failed: %1</source>
        <translation>Anmeldung fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::SettingsPage</name>
    <message>
        <source>server settings</source>
        <translation>Servereinstellungen</translation>
    </message>
    <message>
        <source>Configured server settings</source>
        <translation>Konfigurierte Servereinstellungen</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Value (masked by the server)</source>
        <translation>Wert (vom Server maskiert)</translation>
    </message>
    <message>
        <source>Cloud providers</source>
        <translation>Cloud-Anbieter</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Configured</source>
        <translation>Konfiguriert</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Test the connection to %1</source>
        <translation>Verbindung zu %1 testen</translation>
    </message>
    <message>
        <source>Settings configured on this Cloudly</source>
        <translation>Auf diesem Cloudly konfigurierte Einstellungen</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>(nothing configured)</source>
        <translation>(nichts konfiguriert)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>ja (%1)</translation>
    </message>
    <message>
        <source>(not loaded)</source>
        <translation>(nicht geladen)</translation>
    </message>
    <message>
        <source>testing…</source>
        <translation>wird getestet…</translation>
    </message>
    <message>
        <source>connection valid%1</source>
        <translation>Verbindung gültig%1</translation>
    </message>
    <message>
        <source>connection not valid%1</source>
        <translation>Verbindung nicht gültig%1</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::Severity</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in Bearbeitung</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::Shell</name>
    <message>
        <source>This view has no filter.</source>
        <translation>Diese Ansicht hat keinen Filter.</translation>
    </message>
    <message>
        <source>Nothing selected to copy.</source>
        <translation>Nichts zum Kopieren ausgewählt.</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>Button in “%1”</source>
        <translation>Schaltfläche in „%1“</translation>
    </message>
    <message>
        <source>%1 on %2 · %3</source>
        <translation>%1 auf %2 · %3</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>in %1 · %2</source>
        <translation>in %1 · %2</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filter: %1</translation>
    </message>
    <message>
        <source>%1 · in “%2”</source>
        <translation>%1 · in „%2“</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>%1 is not available: %2</source>
        <translation>%1 ist nicht verfügbar: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ShellMenus</name>
    <message>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <source>Connect to a Cloudly server or to the embedded demo</source>
        <translation>Mit einem Cloudly-Server oder der eingebauten Demo verbinden</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>Close the connection; the data shown stays, marked stale</source>
        <translation>Verbindung schließen; die angezeigten Daten bleiben, als veraltet markiert</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Look (system, light or dark) and language</source>
        <translation>Darstellung (System, hell oder dunkel) und Sprache</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close Cloudly Console</source>
        <translation>Cloudly Console schließen</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>Befehls&amp;palette…</translation>
    </message>
    <message>
        <source>Find a view, service, task, node or command by typing part of its name</source>
        <translation>Eine Ansicht, einen Dienst, eine Aufgabe, einen Knoten oder Befehl über einen Teil des Namens finden</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Reload the inventory from the server now</source>
        <translation>Das Inventar jetzt neu vom Server laden</translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation>&amp;Filter</translation>
    </message>
    <message>
        <source>Move the focus to the filter line of the current view</source>
        <translation>Den Fokus in die Filterzeile der aktuellen Ansicht setzen</translation>
    </message>
    <message>
        <source>Copy &amp;ID</source>
        <translation>&amp;ID kopieren</translation>
    </message>
    <message>
        <source>Copy the id of the selected row to the clipboard</source>
        <translation>Die ID der ausgewählten Zeile in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation>&amp;Dunkler Modus</translation>
    </message>
    <message>
        <source>Switch between the light and the dark look</source>
        <translation>Zwischen heller und dunkler Darstellung wechseln</translation>
    </message>
    <message>
        <source>&amp;Next view</source>
        <translation>&amp;Nächste Ansicht</translation>
    </message>
    <message>
        <source>P&amp;revious view</source>
        <translation>V&amp;orherige Ansicht</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>List every keyboard shortcut</source>
        <translation>Alle Tastenkürzel auflisten</translation>
    </message>
    <message>
        <source>&amp;About Cloudly Console</source>
        <translation>Ü&amp;ber Cloudly Console</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>The Qt version in use</source>
        <translation>Die verwendete Qt-Version</translation>
    </message>
    <message>
        <source>Show the view “%1”</source>
        <translation>Die Ansicht „%1“ zeigen</translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation>&amp;Verbindung</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Compact &amp;sidebar</source>
        <translation>Kompakte &amp;Seitenleiste</translation>
    </message>
    <message>
        <source>Show only the icons of the views in the sidebar (their names as tooltips)</source>
        <translation>Nur die Symbole der Ansichten in der Seitenleiste anzeigen (ihre Namen als Tooltips)</translation>
    </message>
    <message>
        <source>Show the next view in the sidebar</source>
        <translation>Nächste Ansicht in der Seitenleiste anzeigen</translation>
    </message>
    <message>
        <source>Show the previous view in the sidebar</source>
        <translation>Vorherige Ansicht in der Seitenleiste anzeigen</translation>
    </message>
    <message>
        <source>Copy &amp;link to this view</source>
        <translation>&amp;Link zu dieser Ansicht kopieren</translation>
    </message>
    <message>
        <source>Copy a cloudly:// link that opens this page of this profile with its filter and selection</source>
        <translation>Einen cloudly://-Link kopieren, der diese Seite dieses Profils mit ihrem Filter und ihrer Auswahl öffnet</translation>
    </message>
    <message>
        <source>&amp;New window</source>
        <translation>&amp;Neues Fenster</translation>
    </message>
    <message>
        <source>Open another window with its own connection, on another profile or the same one</source>
        <translation>Ein weiteres Fenster mit eigener Verbindung öffnen, auf einem anderen oder demselben Profil</translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation>Fenster &amp;schließen</translation>
    </message>
    <message>
        <source>Close this window; the other windows stay connected</source>
        <translation>Dieses Fenster schließen; die anderen Fenster bleiben verbunden</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>Tastenkürzel filtern</translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was es tut</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>no shortcut</source>
        <translation>kein Kürzel</translation>
    </message>
    <message>
        <source>In lists and tables</source>
        <translation>In Listen und Tabellen</translation>
    </message>
    <message>
        <source>Copy the id (or digest) of the current row</source>
        <translation>Die ID (oder den Digest) der aktuellen Zeile kopieren</translation>
    </message>
    <message>
        <source>Open the selection: service → its tasks, task → its node, node → its tasks</source>
        <translation>Die Auswahl öffnen: Dienst → seine Aufgaben, Aufgabe → ihr Knoten, Knoten → seine Aufgaben</translation>
    </message>
    <message>
        <source>Enter, double-click</source>
        <translation>Eingabe, Doppelklick</translation>
    </message>
    <message>
        <source>Back to where a drill-down started</source>
        <translation>Zurück zum Ausgangspunkt eines Drill-downs</translation>
    </message>
    <message>
        <source>Context menu with every copy action</source>
        <translation>Kontextmenü mit allen Kopieraktionen</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>Menütaste, Umschalt+F10</translation>
    </message>
    <message>
        <source>Close the command palette or a dialog</source>
        <translation>Die Befehlspalette oder einen Dialog schließen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::Sparkline</name>
    <message>
        <source>No history yet</source>
        <translation>Noch kein Verlauf</translation>
    </message>
    <message>
        <source>%1 … %2: now %3</source>
        <translation>%1 … %2: aktuell %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::StageBand</name>
    <message>
        <source>protected: changes need the profile name typed</source>
        <translation>geschützt: Änderungen erfordern den eingegebenen Profilnamen</translation>
    </message>
    <message>
        <source>read-only: no changes are sent</source>
        <translation>schreibgeschützt: es werden keine Änderungen gesendet</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Server stage</source>
        <translation>Serverstufe</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::TasksView</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n Aufgabe</numerusform>
            <numerusform>%n Aufgaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n task(s)</source>
        <translation>
            <numerusform>%1 von %n Aufgabe</numerusform>
            <numerusform>%1 von %n Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy task ID</source>
        <translation>Aufgaben-ID kopieren</translation>
    </message>
    <message>
        <source>Copy container ID</source>
        <translation>Container-ID kopieren</translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation>Dienst-ID kopieren</translation>
    </message>
    <message>
        <source>Copy node ID</source>
        <translation>Knoten-ID kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>Show node %1 in Clusters &amp;&amp; nodes</source>
        <translation>Knoten %1 in „Cluster &amp;&amp; Knoten“ anzeigen</translation>
    </message>
    <message>
        <source>Show service %1</source>
        <translation>Dienst %1 anzeigen</translation>
    </message>
    <message>
        <source>Only tasks of this service</source>
        <translation>Nur Aufgaben dieses Dienstes</translation>
    </message>
    <message>
        <source>Only tasks on this node</source>
        <translation>Nur Aufgaben auf diesem Knoten</translation>
    </message>
    <message>
        <source>The selected task %1 is hidden by the filter.</source>
        <translation>Die ausgewählte Aufgabe %1 wird durch den Filter ausgeblendet.</translation>
    </message>
    <message>
        <source>The selected task %1 is no longer on the server.</source>
        <translation>Die ausgewählte Aufgabe %1 ist nicht mehr auf dem Server.</translation>
    </message>
    <message>
        <source>Select a task to see all of its fields. Double-click it to show its node.</source>
        <translation>Wählen Sie eine Aufgabe aus, um alle Felder anzuzeigen. Doppelklicken Sie darauf, um ihren Knoten anzuzeigen.</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Runtime task</source>
        <translation>Laufzeitaufgabe</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>unknown (&quot;%1&quot;)</source>
        <translation>unbekannt („%1“)</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>Container</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation>Bereitgestellt</translation>
    </message>
    <message>
        <source>not deployed yet</source>
        <translation>noch nicht bereitgestellt</translation>
    </message>
    <message>
        <source>Resource usage</source>
        <translation>Ressourcennutzung</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>Gemeldet</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(nicht gemeldet)</translation>
    </message>
    <message numerus="yes">
        <source>Deployment log (%n line(s))</source>
        <translation>
            <numerusform>Bereitstellungsprotokoll (%n Zeile)</numerusform>
            <numerusform>Bereitstellungsprotokoll (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation>Alle Felder, wie vom Server gesendet</translation>
    </message>
    <message>
        <source>Deployment log</source>
        <translation>Bereitstellungsprotokoll</translation>
    </message>
    <message>
        <source>Runtime tasks</source>
        <translation>Laufzeitaufgaben</translation>
    </message>
    <message>
        <source>Enter or double-click shows the node of the task</source>
        <translation>Eingabe oder Doppelklick zeigt den Knoten der Aufgabe</translation>
    </message>
    <message>
        <source>Filter tasks, e.g. status:failed,stopping node:edge-* -health:healthy cpu:&gt;80</source>
        <translation>Aufgaben filtern, z. B. status:failed,stopping node:edge-* -health:healthy cpu:&gt;80</translation>
    </message>
    <message>
        <source>Show log of this task</source>
        <translation>Log dieses Tasks zeigen</translation>
    </message>
    <message>
        <source>Show logs of all tasks of %1</source>
        <translation>Logs aller Tasks von %1 zeigen</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ViewExport</name>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ViewLinkNavigator</name>
    <message>
        <source>The link&apos;s row “%1” is not shown on the page “%2” (not there, or hidden by the filter).</source>
        <translation>Die Zeile „%1“ des Links wird auf der Seite „%2“ nicht angezeigt (nicht vorhanden oder vom Filter ausgeblendet).</translation>
    </message>
    <message>
        <source>This console has no page “%1” (pages: %2).</source>
        <translation>Diese Konsole hat keine Seite „%1“ (Seiten: %2).</translation>
    </message>
    <message>
        <source>The link&apos;s filter does not apply to the alerts: %1</source>
        <translation>Der Filter des Links passt nicht zu den Alarmen: %1</translation>
    </message>
    <message>
        <source>The page “%1” has no filter; the link&apos;s filter “%2” was not applied.</source>
        <translation>Die Seite „%1“ hat keinen Filter; der Filter „%2“ des Links wurde nicht angewendet.</translation>
    </message>
    <message>
        <source>The page “%1” has no rows to select; “%2” was not selected.</source>
        <translation>Die Seite „%1“ hat keine auswählbaren Zeilen; „%2“ wurde nicht ausgewählt.</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::VisibilityThrottle</name>
    <message>
        <source>Minimised: polling every %1 s</source>
        <translation>Minimiert: Abfrage alle %1 s</translation>
    </message>
    <message>
        <source>Hidden: polling every %1 s</source>
        <translation>Ausgeblendet: Abfrage alle %1 s</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::VolumesPage</name>
    <message>
        <source>Volumes</source>
        <translation>Volumes</translation>
    </message>
    <message numerus="yes">
        <source>%n volume(s)</source>
        <translation>
            <numerusform>%n Volume</numerusform>
            <numerusform>%n Volumes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n volume(s)</source>
        <translation>
            <numerusform>%1 von %n Volume</numerusform>
            <numerusform>%1 von %n Volumes</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter volumes, e.g. shared:yes backup:no driver:local</source>
        <translation>Volumes filtern, z. B. shared:yes backup:no driver:local</translation>
    </message>
    <message>
        <source>Copy volume name</source>
        <translation>Volume-Namen kopieren</translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation>Dienst-ID kopieren</translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation>Zellentext kopieren</translation>
    </message>
    <message>
        <source>Select a volume to see where its name comes from and who shares it.</source>
        <translation>Wählen Sie ein Volume aus, um zu sehen, woher sein Name stammt und wer es teilt.</translation>
    </message>
    <message>
        <source>Volume %1</source>
        <translation>Volume %1</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Name origin</source>
        <translation>Namensherkunft</translation>
    </message>
    <message>
        <source>Other services mounting %1</source>
        <translation>Andere Dienste, die %1 einhängen</translation>
    </message>
    <message>
        <source>(none: not shared)</source>
        <translation>(keine: nicht geteilt)</translation>
    </message>
    <message>
        <source>Driver options</source>
        <translation>Treiberoptionen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>cloudly::ui::grantstyle</name>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cloudly Console: a native operations console for serve.zone Cloudly.</source>
        <translation>Cloudly Console: eine native Betriebskonsole für serve.zone Cloudly.</translation>
    </message>
    <message>
        <source>Start the embedded demo server and log in to it as admin.</source>
        <translation>Den eingebetteten Demo-Server starten und sich dort als admin anmelden.</translation>
    </message>
    <message>
        <source>Server to connect to (ws, wss, http or https).</source>
        <translation>Server, mit dem verbunden werden soll (ws, wss, http oder https).</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE once the services are shown, then quit.</source>
        <translation>Ein Bild des Fensters in DATEI speichern, sobald die Dienste angezeigt werden, und dann beenden.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>--demo and --url cannot be combined.</source>
        <translation>--demo und --url können nicht kombiniert werden.</translation>
    </message>
    <message>
        <source>Print the milliseconds from process start to the first paint of the main window and the memory use as one JSON line, then quit.</source>
        <translation>Die Millisekunden vom Prozessstart bis zum ersten Zeichnen des Hauptfensters und den Speicherverbrauch als eine JSON-Zeile ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>With --demo: serve N generated tasks. With --measure-startup: also wait until N tasks are shown.</source>
        <translation>Mit --demo: N erzeugte Tasks bereitstellen. Mit --measure-startup: zusätzlich warten, bis N Tasks angezeigt werden.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Log in as admin to the demo server (cloudly-demo-server) at URL.</source>
        <translation>Als admin beim Demo-Server (cloudly-demo-server) unter URL anmelden.</translation>
    </message>
    <message>
        <source>With --measure-startup: keep running after the JSON line.</source>
        <translation>Mit --measure-startup: nach der JSON-Zeile weiterlaufen.</translation>
    </message>
    <message>
        <source>Refresh the inventory every S seconds for this run (default: the preferences&apos; refresh interval).</source>
        <translation>Den Bestand in diesem Lauf alle S Sekunden aktualisieren (Standard: das Aktualisierungsintervall der Einstellungen).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Invalid value for --poll-interval: %1 (seconds, 0.5 to 3600)</source>
        <translation>Ungültiger Wert für --poll-interval: %1 (Sekunden, 0,5 bis 3600)</translation>
    </message>
    <message>
        <source>opened in the running console: %1</source>
        <translation>in der laufenden Konsole geöffnet: %1</translation>
    </message>
    <message>
        <source>Show the support bundle FILE read-only; nothing connects anywhere.</source>
        <translation>Zeigt das Support-Paket FILE schreibgeschützt; nichts verbindet sich irgendwohin.</translation>
    </message>
    <message>
        <source>Print the view each opened link shows.</source>
        <translation>Die Ansicht ausgeben, die jeder geöffnete Link zeigt.</translation>
    </message>
    <message>
        <source>A link to a view (cloudly://PROFILE/PAGE?filter=…&amp;select=ID): opened in the running console, or at start.</source>
        <translation>Ein Link zu einer Ansicht (cloudly://PROFIL/SEITE?filter=…&amp;select=ID): in der laufenden Konsole geöffnet oder beim Start.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1 (only one cloudly:// link may follow the options)</source>
        <translation>Unerwartetes Argument: %1 (nach den Optionen darf nur ein cloudly://-Link folgen)</translation>
    </message>
    <message>
        <source>Cannot open the link: %1</source>
        <translation>Der Link kann nicht geöffnet werden: %1</translation>
    </message>
</context>
</TS>
