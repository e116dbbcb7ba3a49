<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <source>the approved report names no image digest; a release-authorization attestation is bound to the OCI index digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request&apos;s %1 is %2, the approved one %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded by this console, not by Cloudly. Status: **%1**.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approvals carry over: the approved facts are the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approvals void: %1 changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receipt %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GO receipt is for exactly this request (service, revision, version, intent and image): run the preflight and have it approved first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackupCoverage</name>
    <message>
        <source>in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 old</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most recent backup %1 failed%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most recent backup %1 has an unknown status &quot;%2&quot; (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most recent backup %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no good backup (ready, replicating, replicated, restoring or restored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no backup at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latest good backup %1 is %2 (maximum %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volume %1 (%2) is not in latest good backup %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latest good backup %1 is dated in the future (%2 ahead of this machine&apos;s clock)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackupRows</name>
    <message>
        <source>%1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClearButton</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FallbackSecretStore</name>
    <message>
        <source>Secrets are kept in memory only for this run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keychain lost an entry right after storing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keychain returned a different value than was stored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Features</name>
    <message>
        <source>this server does not offer %1: it has no method &quot;%2&quot; (it answered &quot;no available method&quot;). If your Cloudly names it differently, set the name in the profile&apos;s settings (see README, &quot;Method names&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FleetQueries</name>
    <message>
        <source>backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS image builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown provider &quot;%1&quot; (use one of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider connection tests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FleetRows</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloading %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>update pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeychainSecretStore</name>
    <message>
        <source>the keychain has no such entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keychain entry could not be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access to the keychain was denied by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access to the keychain was denied (is it locked?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no system keychain is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system keychain is not supported on this platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system keychain failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keyring has no unlocked default collection (is it locked?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Secret Service provider (such as gnome-keyring or KWallet) is running in this D-Bus session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system keychain cannot be reached (no D-Bus session bus?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system keychain did not answer within %1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are stored in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Permission</name>
    <message>
        <source>not logged in: connect and log in first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only Cloudly admins can %1; you are logged in as %2 (role %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this server does not offer the method %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: the console shows cached data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: the console shows cached data from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the preflight report is NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the preflight report is NO-GO: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a deployment capability (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds %2 on service %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds %2 on service %3: the server lists no user %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 on service %3 (grants there: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks %2 on service %3: it holds no grant on that service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks %2 on service %3: it holds only %4 there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>name: must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: must not start or end with spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: must be at most %1 characters long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: must not contain &apos;/&apos; or &apos;\&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: must not contain control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url: must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url: is not a valid URL (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url: needs a scheme (ws, wss, http or https), e.g. wss://cloudly.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url: scheme must be ws, wss, http or https, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url: needs a host, e.g. wss://cloudly.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url: must not contain a user name or password; use the profile&apos;s login fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowInsecureRemote: %1 sends credentials unencrypted to a remote host; use wss/https or explicitly allow insecure connections for this profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>username: is required for admin password login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinnedCertificateSha256: must be a SHA-256 fingerprint of 64 lower-case hex digits (got %1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: a profile called &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file: could not write the settings file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: there is no profile called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEVELOPMENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STAGING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRODUCTION</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestGuard</name>
    <message>
        <source>profile %1 is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile %1 is protected: confirm a change by naming the profile (cloudlyctl: --confirm-profile %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>internal error: empty secret key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are kept in memory only for this run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TlsTrust</name>
    <message>
        <source>no CA certificate file given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the CA certificate file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA certificate file %1 is larger than 16 MB: not a PEM certificate bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA certificate file %1 holds no PEM certificate (expected &quot;-----BEGIN CERTIFICATE-----&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly-demo-server</name>
    <message>
        <source>Port to listen on (0: any free port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate an inventory of N services (0: fixture only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate M deployments (0: fixture only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixture JSON file (default: the bundled demo data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay every reply by MS milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable the test-only fault switches (sendInvalidUtf8, pauseSocket).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local Cloudly demo server (TypedSocket over WebSocket on 127.0.0.1; wss:// with --tls-cert).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve wss:// with this PEM certificate (chain); needs --tls-key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unencrypted PEM private key of --tls-cert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tls-cert and --tls-key go together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve a Cloudly without backups, BaseOS and settings methods (they answer &quot;no available method&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change P % of the deployments in every getDeployments reply after the first (measurements of changing data; 0: never).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --churn-percent: change the data in this many replies, then keep it; prints &quot;CHURN-DONE&quot; on stdout after the last (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2 (a percentage, 0 to 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append what the server does to FILE, one JSON object a line: each change of --churn-percent, each accepted connection, each login, each drop. Started again on the same FILE, the server resumes its changed data from it (soak tests).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop every connection every S seconds, as a broken link would (TCP closed without a close frame; 0: never).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid value for --%1: %2 (seconds, 0.1 to 86400, or 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also answer getUsers (users and their deployment grants; admin only).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core</name>
    <message>
        <source>%1: no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no gaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 gap (not connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gaps (not connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: latest %2 at %3; lowest %4, highest %5 from %6 to %7; %8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::Alert</name>
    <message>
        <source>Task failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task unhealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preflight NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 on node %2: %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preflight: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup coverage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup coverage: %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::AlertEngine</name>
    <message numerus="yes">
        <source>%1: %n more alert(s)</source>
        <translation>
            <numerusform>%1: %n more alert</numerusform>
            <numerusform>%1: %n more alerts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more alert(s) for watched services</source>
        <translation>
            <numerusform>%n more alert for watched services</numerusform>
            <numerusform>%n more alerts for watched services</numerusform>
        </translation>
    </message>
    <message>
        <source>Latest: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::core::AlertFilter</name>
    <message>
        <source>Unknown alert filter &quot;%1&quot;: use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::AlertListModel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::BackupsModel</name>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long ago the backup was taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the data backed up (sum of the snapshots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size stored after compression and deduplication (sum of the snapshots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the backup was replicated to (target type and path)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::BaseOsNodesModel</name>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OS version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desired release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heartbeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node&apos;s connection to this Cloudly, as it reports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the node reaches its balena supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the last heartbeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No heartbeat for longer than the profile&apos;s limit (10 min by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::Bundle</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reply is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>element %1 of %2 does not end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>element %1 of %2 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>member %1 is not JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleCollector</name>
    <message>
        <source>the reply of %1 cannot be kept: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approval %1 of receipt %2 left out: not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receipt %1 left out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal was left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no offline copy of profile &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the offline copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleReader</name>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a zip archive (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive is damaged after %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a plain file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry name &quot;%1&quot; leaves the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the archive twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too big (%2; at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too big (more than %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle unpacks to more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive is empty: no manifest.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable support bundle: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too big (%1; at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no manifest.json in the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json is not JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json does not say it is a support bundle (no format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json is of another kind (format &quot;%1&quot;, not &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support bundle version %1 is not supported (this console reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: inventory.source is &quot;%1&quot;, not live or offline-copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: createdAt or inventory.asOf is not a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json has no list of files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json lists a file without a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json lists %1, which is missing from the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2 bytes, the manifest says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its SHA-256 is not the one in the manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the archive but not in the manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no about.json in the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about.json is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleReplySource</name>
    <message>
        <source>support bundle of %1, as of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not sent anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle&apos;s %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::BundleWriter</name>
    <message>
        <source>cannot create a zip archive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the archive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot add %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot finish the archive: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ClusterTreeModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role / platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 online</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes that are in no cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n task</numerusform>
            <numerusform>%n tasks</numerusform>
        </translation>
    </message>
    <message>
        <source>not in any cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message>
        <source>Tasks whose node is in no known cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory %1 / %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment %1
Service %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) cannot run the image of one of their tasks</source>
        <translation>
            <numerusform>%n node cannot run the image of one of their tasks</numerusform>
            <numerusform>%n nodes cannot run the image of one of their tasks</numerusform>
        </translation>
    </message>
    <message>
        <source>Clusters: setup mode; nodes: role, platform and type; tasks: image and version (filter: role:*arm64*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::DemoServer</name>
    <message>
        <source>TLS needs both a certificate and a private key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the private key file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no unencrypted PEM RSA or EC private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this build has no TLS support</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::FeatureFeed</name>
    <message>
        <source>%1: the reply does not match the expected shape: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::FilterExpression</name>
    <message>
        <source>&quot;-&quot; at column %1 must be followed by a term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced quote (opened at column %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing field name before &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (this list has no fields; quote text that contains &quot;:&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing value after &quot;%1:&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty search text %1 at column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is a text field, &lt; and &gt; compare numbers (this list has no numeric fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is a text field, &lt; and &gt; compare numbers (numeric: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: missing a number after the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a duration (e.g. 30s, 10m, 1h, 2d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: empty alternative (write a,b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 is a time, compare it with &lt; or &gt; (e.g. %2:&lt;1h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter syntax (all terms must match, case-insensitive):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  word              any visible column contains &quot;word&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  field:value       the whole field is &quot;value&quot;, e.g. status:failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  field:a,b         any of the values, e.g. status:failed,stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  field:edge-*      globs: * any text, ? one character; health:* = has a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  -term             negation: -health:healthy, -status:running,stopped, -health:*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cpu:&gt;80           numbers: &lt;, &lt;=, &gt;, &gt;= (and cpu:80) on numeric fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  deployed:&lt;1h      times, relative to now: within the last hour (s, m, h, d, w)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  field:&quot;a b&quot;       quoted values may contain spaces; \&quot; is a quote inside quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &quot;a:b&quot;             quote free text that contains a colon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference fields (service, node, cluster, image, user) match the name or the id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (number, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (time)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::Freshness</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale since %1: %2 (data from %3, %4 old)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (auto-refresh paused)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ImageBuildsModel</name>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hostname</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wi-Fi SSID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left until the artifact expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 of the image artifact (Ctrl+C copies it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not expired</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ImagesTableModel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external registry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry %1, tag %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the newest stored version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::InventoryCache</name>
    <message>
        <source>%1: no valid savedAt/items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the cache directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline cache could not be read (%1); it was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline cache is not usable here (%1); it was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline cache could not be read (%1) and could not be moved aside: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline cache %1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an inventory cache file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved for profile &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved for another server, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no savedAt or resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no valid savedAt/reply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::InventoryRefresher</name>
    <message>
        <source>services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters and nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not answered for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the reply does not match the contract: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the reply does not match the expected shape: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 current (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requested (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requested</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::JournalModel</name>
    <message>
        <source>task appeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task disappeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service appeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service disappeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>observing started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not observed: this console was not connected (or not running) at some time between %1 and %2; what changed then was not seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console started observing %1; changes before this were not seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1 of %2 appeared on %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1 of %2 on %3 disappeared (was %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1 of %2 on %3: status %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1 of %2 on %3: health %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1: status %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1 appeared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1 disappeared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1: %2 changed (the value is never recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1: %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1 not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this console saw the change (at the poll after it happened); filter with age:&lt;1h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed; filter with kind:task.status, kind:service.*, kind:gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value before and after; environment and secret values are never recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::KeyedTableModel</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::LogViewModel</name>
    <message>
        <source>invalid regular expression at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::OfflineCache</name>
    <message>
        <source>The offline cache was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline — showing the cache saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline — cached %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::OverviewCounts</name>
    <message>
        <source>Runtime tasks by status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no status)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not loaded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime tasks by health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services with failed tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>services</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Latest preflight per service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preflight receipts on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: NO-GO (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task unhealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preflight NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>service(s)</source>
        <translation>
            <numerusform>service</numerusform>
            <numerusform>services</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked yet: the services are not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service has a volume with backups enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>need attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected to Cloudly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heartbeat recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heartbeat stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server lists no BaseOS nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup coverage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::PlatformCheck</name>
    <message>
        <source>no runnable %1 platform in image %2 (its manifest is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no runnable %1 platform in image %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::PlatformMatrixModel</name>
    <message>
        <source>OCI index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker manifest list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Docker manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no digest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>media type unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
not an index: a deployable release must be an OCI index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no platform digest reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a target node runs %1, the index does not list it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image or OCI index (label or digest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media type: a deployable release must be an OCI index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a target node runs it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ReceiptFilter</name>
    <message>
        <source>Unknown receipt filter &quot;%1&quot;: use &quot;latest&quot;, &quot;decision:go&quot; or &quot;decision:no-go&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::RevisionDiff</name>
    <message>
        <source>revision %1 was not seen whole (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ServiceHistory</name>
    <message>
        <source>an earlier version of the console kept only the changed fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its stored state is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the service&apos;s data was larger than %1 KiB and was not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a revision (a number, &quot;latest&quot; or &quot;latest~N&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no revision: none is recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no revision: there are %2 (1..%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a range of two revisions (A..B, e.g. 1..3 or latest~1..latest)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ServicesModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image id and version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale factor, and the replica limit where one is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of domains routed to the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web port, and how many custom domain ports there are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (max %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n custom)</source>
        <translation>
            <numerusform>%1 (+%n custom)</numerusform>
            <numerusform>%1 (+%n custom)</numerusform>
        </translation>
    </message>
    <message>
        <source>base: runs on every node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distributed: runs on a limited set of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload: a user application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, balancing: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>web: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup coverage: ok, failed, stale, uncovered or none; — when the service has nothing to back up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup coverage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to back up: no volume with backup enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup coverage unknown: backups are not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::Session</name>
    <message>
        <source>the server returned an identity that has already expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session expired; log in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log in first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>superseded by a newer login or a logout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging in failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server no longer accepts the login, and logging in again failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging in again failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused the identity it had just issued (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::TasksModel</name>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the task was deployed (local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU usage in percent, as last reported by the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory used in MB, as last reported by the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment %1
Container %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment %1
no container yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1 (name unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 (name unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no health status reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no image reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not deployed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no report time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no resource usage reported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::TimelineEvent</name>
    <message>
        <source>%1: version %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 failed (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preflight %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup %1 of %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::TypedSocketClient</name>
    <message>
        <source>No answer to a liveness ping within %1 s; the connection was dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported URL scheme &quot;%1&quot; in %2: use ws://, wss://, http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL %1 has no host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS certificate rejected (SHA-256 %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed by the server (code %1%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gave up after %1 reconnection attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was closed by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many calls in flight (%1); refusing more until some finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reply within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending the request failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped a %1-byte frame: larger than the %2-byte limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped an unreadable frame: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection lost before the retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server asked to retry again (%1); giving up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>response is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed with code 1009 (message too big%1): this console accepts messages of up to %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed with code 1007 (invalid data%1): a message was not valid UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pinned certificate fingerprint &quot;%1&quot; is not a SHA-256 fingerprint (64 hex digits, colons allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build has no TLS support: the CA certificate file %1 cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a certificate (SHA-256 %1) is pinned, but the connection to %2 is not encrypted: use wss://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS connection refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s certificate changed: it presented SHA-256 %1, but %2 is pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pinned certificate (SHA-256 %1) is not valid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL %1 contains a user name or password: refused (it would be shown and logged); pass credentials in the environment or a profile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::ViewLink</name>
    <message>
        <source>%1: “%” at position %2 is not followed by two hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: broken character at position %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 once decoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains a control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link contains a space or control character at position %1 (write a space as %20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link must start with “cloudly://” (the two slashes are missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a console link: it starts with “%1”, not “cloudly://”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a console link: it does not start with “cloudly://”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link has a fragment (“#” at position %1); console links have none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link names no profile (expected cloudly://PROFILE/PAGE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link names no page (expected cloudly://PROFILE/PAGE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a page name (lower-case letters, digits and “-”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected path after the page “%1”: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty parameter at position %1 (two “&amp;” in a row?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown parameter “%1” (a link can only carry “filter” and “select”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter “%1” has no value (write %1=…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter “%1” is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::VolumesModel</name>
    <message>
        <source>set explicitly (name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the source alias of a volume shared on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived from the service id and mount path (as Coreflow does; an assumption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Docker volume name: name, else the source alias, else derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume driver (corestore unless set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether backups include this volume (yes unless set to false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other services that mount a volume of the same name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::WebSocketConnection</name>
    <message>
        <source>This build has no TLS support: %1 cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response is longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the WebSocket upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TLS handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TCP connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer from %1 within %2 s during %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s certificate was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server has not read the %1 bytes queued for it (at most %2 may wait): the connection was dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s answer to the WebSocket upgrade is not HTTP (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered the WebSocket upgrade with a redirect (%1) to %2; redirects are not followed: use the address it names if you trust it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server did not accept the WebSocket upgrade (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response has no &quot;Upgrade: websocket&quot; header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response has no &quot;Connection: Upgrade&quot; header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s upgrade response has a wrong Sec-WebSocket-Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server chose a WebSocket extension that was not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server chose a WebSocket subprotocol that was not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::AllowedSigners</name>
    <message>
        <source>an empty option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a double quote is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected PRINCIPALS [OPTIONS] KEYTYPE BASE64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the principals field has a stray double quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the principals list has an empty entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cert-authority (trusting certificates signed by a CA key) is not supported; list each signer&apos;s own key instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &quot;%1&quot; needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespaces= has an empty entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=&quot;%2&quot; is not a time (YYYYMMDD[Z] or YYYYMMDDHHMM[SS][Z])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot; (supported: namespaces, valid-after, valid-before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key is missing (expected KEYTYPE BASE64 after the principals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the allowed signers file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the allowed signers file %1 is larger than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no allowed signer &quot;%1&quot; with key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key of &quot;%1&quot; (line %2) is not allowed to sign for namespace %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key of &quot;%1&quot; (line %2) is valid only from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key of &quot;%1&quot; (line %2) was valid only until %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalCheck</name>
    <message>
        <source>the signed text is not an approval statement: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ran this preflight and cannot approve it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already approved; a principal counts once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved by %1, valid until %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 required approvals are valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 required approvals are valid (approvals void: %3 since approval)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalFile</name>
    <message>
        <source>larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an approval file (expected exactly {&quot;statement&quot;, &quot;signature&quot;}, both strings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalSigning</name>
    <message>
        <source>no principal: the key has no comment to use; give the name your key has in the allowed signers file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rejection needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalStatement</name>
    <message>
        <source>the statement is not canonical JSON (sorted keys, no whitespace, no duplicate keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement has an unknown key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement is not a cloudly.approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported statement version %1 (this console reads version 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement&apos;s verdict is neither approve nor reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement&apos;s %1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement names no principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement&apos;s createdAt is not an RFC 3339 UTC time like 2026-12-07T15:24:18Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statement&apos;s expiresAt is not an RFC 3339 UTC time like 2026-12-07T15:24:18Z</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalStore</name>
    <message>
        <source>&quot;%1&quot; is not a receipt id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::ApprovalSubject</name>
    <message>
        <source>the preflight is NO-GO: only a GO report can be approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no report to approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the receipt does not say which server it came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report has no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report&apos;s requestedImage.digest is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the subject is not an object of exactly the eight approved facts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subject.%1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subject.imageDigest is neither a string nor null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subject.decision is &quot;%1&quot;: only GO can be approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved %1 %2, this one %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intent changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revision changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::SigningKey</name>
    <message>
        <source>cannot read the key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be an SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the private key is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an OpenSSH private key with one key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a private key nor a public key: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen (OpenSSH) is not installed; it signs approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a temporary directory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen did not finish within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 needs its passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen could not sign with %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen wrote no signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen&apos;s signature does not verify: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-keygen signed with another key than %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::SshPublicKey</name>
    <message>
        <source>the key is not in the SSH wire format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh-ed25519 key is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ecdsa-sha2-nistp256 key is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ssh-rsa key is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>security-key (FIDO) keys such as %1 are not supported; use an Ed25519, ECDSA P-256 or RSA key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH certificates (%1) are not supported; use the plain key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported key type &quot;%1&quot; (supported: ssh-ed25519, ecdsa-sha2-nistp256, ssh-rsa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an SSH public key line (expected &quot;TYPE BASE64 [COMMENT]&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key&apos;s base64 field is not valid base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key says it is %1 but its data is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature is not in the SSH wire format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature is not an ssh-ed25519 signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature is not an ecdsa-sha2-nistp256 signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ECDSA signature is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RSA signature algorithm &quot;%1&quot; is not accepted (only rsa-sha2-512 and rsa-sha2-256; SHA-1 ssh-rsa signatures are refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL could not load the %1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the RSA key has fewer than %1 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL could not start verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature does not match the signed data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::approval::SshSignature</name>
    <message>
        <source>the signature is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an SSH signature (expected the lines %1 … %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH signature is not valid base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH signature does not start with SSHSIG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported SSH signature version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SSH signature is truncated or has trailing data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signing key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported signature hash &quot;%1&quot; (sha512 or sha256)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed for namespace &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::grants</name>
    <message>
        <source>%1 must be an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at is not an ISO 8601 time: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>userId is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serviceId is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot sync %1 to disk: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is incomplete (torn write, %2 bytes): kept aside, not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not valid JSON: %2 at offset %3 (%4 bytes; probably cut short by an interrupted write): not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not valid JSON: %2 at offset %3 (%4 bytes): not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not a JSON object: not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not a valid audit entry: %2: not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run deployment preflight checks for the service: validates a planned deployment without changing anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new (greenfield) deployment of the service next to the running one; live traffic is not moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the service&apos;s live route to a new deployment, so that it receives production traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the service&apos;s live route back to an earlier deployment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown capability &quot;%1&quot;: not part of the capabilities this console knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low: read-only; it cannot change what is deployed or what receives traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium: starts new workloads that use cluster resources, but does not move live traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high: moves live production traffic to a new deployment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high: moves live production traffic back to an earlier deployment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: this console does not know what the capability allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown capability %1; allowed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown capabilities %1; allowed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REVOKE: removes every deployment capability of %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before: unknown (no earlier change recorded on this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change: the server is asked to store the same set again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo has no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo %1 is not a string (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo %1 differs: sent %2, stored %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo has no capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo capabilities is not an array (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo capabilities[%1] is not a string (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo capabilities contain duplicates: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not requested: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo capabilities differ: sent %1, stored %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo has no tokenRolesNormalized (expected the boolean true)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo tokenRolesNormalized must be the boolean true, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo tokenRolesNormalized is false: the server did not confirm that the user&apos;s token roles were normalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echo is not a JSON object (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grants audit log reached its storage limit (%1 files of up to %2 each): the oldest entries (%3) were removed. Archive the audit log regularly to keep its whole history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::grants::DeployMatrixModel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::grants::GrantController</name>
    <message>
        <source>machine user of cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the audit trail on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine user &quot;%1&quot; listed by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s user listing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some users in the server&apos;s listing could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as listed by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as last recorded on this machine, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change recorded on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly refused or did not complete the change: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified: Cloudly stored exactly this grant for %1 on %2 (%3) and normalized the machine user&apos;s token roles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no capabilities: revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer does not match what was sent: %1. The grant on the server may differ from what you chose; check it and apply again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the audit trail could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change deployment grants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::BlockerCatalog</name>
    <message>
        <source>Preflight request is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly could not evaluate the request because a required field is missing, too long or of the wrong type. Nothing about the deployment has been checked yet, so no other result can be relied on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the request fields named in the message (request and service identifiers, worktree state, Corestore resources, greenfield flag) and run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment capability not granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identity running the preflight lacks a service-scoped deployment capability for this service. Cloudly would refuse the deployment whatever the other checks say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask a Cloudly administrator to grant the machine user deployment:preflight and deployment:create-greenfield for this service, then sign in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source revision is not a full commit SHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A release must be tied to one exact Git commit. A branch name, tag or abbreviated SHA can move or be ambiguous, so the deployed code could not be traced back reliably.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the full 40-character lower-case commit SHA of the released revision (git rev-parse HEAD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source worktree has uncommitted changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build may contain changes that exist in no commit, so the release can be neither reproduced nor reviewed from source control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit or discard the local changes, rebuild from the clean commit and run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release version invalid or not reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every greenfield release needs a canonical semantic version reserved for this service, so that the version names exactly one release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a SemVer 2.0 version without a &quot;v&quot; prefix or leading zeros (for example 1.4.0 or 1.4.0-rc.1) and make sure it is reserved for the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release version already in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another release of this service already uses this version. Reusing it would make one version number stand for two different builds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a new, unused version for this release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target namespace invalid or not reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A greenfield deployment goes into a fresh namespace that must be a valid DNS label reserved for this service; otherwise it could land somewhere unintended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose a lower-case DNS label of 1 to 63 characters (letters, digits, inner hyphens) and reserve it for the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target namespace already in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposed namespace belongs to another service or workspace. Deploying into it could overwrite or expose someone else&apos;s resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose a different namespace that no other service uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target namespace not proven empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly could not prove that the namespace holds no existing state. A greenfield deployment must start from nothing, or it might adopt or damage leftovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clean up the namespace or choose an unused one, make sure Cloudly can inventory it completely, then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration digest could not be computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly binds the release to a digest of the service configuration that it computes itself. Without a valid digest the configuration that would be deployed is not pinned down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the service configuration in Cloudly for missing or invalid values, then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intent digest malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s digest of its deployment intent must be a canonical sha256 digest, so that what was reviewed can later be compared with what runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the intent digest as sha256: followed by 64 lower-case hexadecimal digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current image uses a mutable reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service currently runs an image referenced by a tag instead of a digest, so nobody can say exactly which build runs today or roll back to it reliably.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the running service to an immutable image digest before planning the new release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running tasks report no image digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one running task did not report the digest of the image it runs, so the current state cannot be verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make sure every node reports the image digests of its tasks (check the Coreflow agents), then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI index digest missing or malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release must name its image by an OCI index digest; a tag alone can be moved after the review.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the digest of the pushed OCI image index as sha256: followed by 64 lower-case hexadecimal digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI index not found in the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No image index with this digest exists in the service&apos;s registry repository, so there is nothing to deploy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push the image index to the service&apos;s registry repository, or correct the digest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image is not an OCI index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digest points to a single-platform manifest or an unknown media type. Releases must be image indexes so that every node can pull an image for its platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build and push a multi-platform image index (for example with docker buildx) and use its digest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required platform missing from the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image index has no entry for a platform that target nodes run on; those nodes could not start the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the image for every platform of the target nodes (for example linux/amd64 and linux/arm64) and push a new index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform manifest missing from the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index lists a platform whose manifest is not present in the registry, so nodes of that platform would fail to pull the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push the image again so that every platform manifest the index refers to is present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immutable release tag missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releases are published under an immutable release tag so that people and tools can find the exact image of a version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provide a release tag for this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release tag not reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release tag is not reserved as immutable in the registry; it could later be moved to a different image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve the release tag for this image, or choose a tag that can still be reserved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release evidence missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A required attestation (provenance, SBOM, signature, vulnerability policy or release authorization) is absent, so the supply chain of this image is not fully documented.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach the missing attestation for the image index digest to the release evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release evidence invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release evidence is malformed or not bound to this deployment&apos;s revision, version, configuration digest and image digest. Evidence about a different build proves nothing about this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate the evidence for exactly this revision, version, configuration digest and image index digest, with a verifier and a verification time for every attestation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release not authorized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release evidence does not state that the release was authorized, so nobody has signed off on shipping it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Obtain the release authorization from the responsible release manager and record it in the release evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greenfield execution unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Cloudly server cannot execute greenfield deployments yet, so even an otherwise clean preflight cannot be acted on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Cloudly to a version that executes greenfield deployments; nothing in the request can fix this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route promotion fence unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly cannot guard the switch of traffic to the new deployment, so a promotion could race with other changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Cloudly to a version that supports fenced route promotion; nothing in the request can fix this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-deployment verification unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly cannot verify the new deployment after it starts, so a broken release could receive traffic unnoticed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Cloudly to a version that supports post-deployment verification; nothing in the request can fix this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment would replace existing state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is not a pure greenfield deployment, or Cloudly cannot rule out that it would overwrite existing data or services. Only greenfield deployments are supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request a greenfield deployment into a new, empty namespace with new Corestore resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corestore inventory incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly could not list all Corestore databases and object stores, so it cannot tell whether the proposed resources clash with existing ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make sure Corestore is reachable and healthy, then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running replicas do not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The running replicas do not all report the same verified image digest, or fewer replicas are verified than required, so the current state is inconsistent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigate the mismatched tasks, bring every replica to the same verified image, then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown blocker %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server reported a blocker code that this version of the console does not know; it may come from a newer Cloudly release. Treat it as blocking until you know what it means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the server&apos;s message for this blocker and the Cloudly release notes; a newer Cloudly Console explains the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image / OCI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namespace / state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::Decision</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, expected %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true, false or &quot;unknown&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a canonical sha256 digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, but the request sent %3 as %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report.authorizationChecks has no entry for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report.authorizationChecks: %1 is not granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request as sent fails the client re-check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report is %1, expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report schemaVersion is %1, expected 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report says mutationPerformed is true; a preflight must not change anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report mutationPerformed is %1, expected false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report decision is %1, expected &quot;GO&quot; or &quot;NO-GO&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report decision is NO-GO but lists no blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report blocker code %1 is not known to this console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the release evidence sent fails the client re-check against the report: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::Digest</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::OutlineSection</name>
    <message>
        <source>unexpected value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty) — no digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report has no “%1” section: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report&apos;s “%1” is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly sent no report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console understands report schemaVersion 2 only. The values below are shown as received; they did not count towards a GO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutation performed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy on push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncommitted changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intent digest (sent by this console)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration digest (computed by Cloudly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, the same digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no — Cloudly echoed a different digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intent digest echoed unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing from report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown — not proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither image lists any platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current and requested image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutable reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release tag reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current image reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runtime tasks: nothing is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime attestation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healthy replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified replicas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consistent digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform bindings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desired state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No platform bindings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corestore resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No existing resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Existing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No resources proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed namespace safety</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for this deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proven blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would replace existing state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corestore inventory complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Granted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed for this deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No authorization checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not for a greenfield deployment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::Receipt</name>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a preflight receipt (format is not %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported receipt format version %1 (this console reads version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the receipt has no id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>createdAt is not an ISO 8601 time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision is missing or malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Blockers (%1)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **Reported by:** %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **Why it matters:** %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **How to fix:** %1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console could not confirm the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the message and run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly and this console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization missing: Cloudly refused the preflight (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report: Cloudly answered with an error (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every check passed: Cloudly and this console agree that this greenfield deployment may proceed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockers: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization missing: %1 lacks a required deployment capability for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deployment must not proceed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console does not trust the report. Problems found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems with the report: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Deployment preflight: %1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Cloudly&apos;s error

%1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Why this console says NO-GO

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Blockers

None.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Request as sent

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::ReceiptDiff</name>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration digest (Cloudly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intent digest (sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested image digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current image digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipts of different services cannot be compared (%1 and %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Receipt comparison for %1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older receipt `%1`, newer receipt `%2`.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **Decision changed:** %1 → %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Decision unchanged: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- No blocker or digest changed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>### Blockers added (%1)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>### Blockers removed (%1)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>### Digests changed (%1)

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- %1: %2 → %3
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::ReceiptExport</name>
    <message>
        <source>No usable report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly sent no report object, so nothing about the deployment was checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the server&apos;s error and the connection, then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report schema not understood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report uses a schema version this console does not know. Its fields may mean something else, so the console cannot prove GO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a Cloudly Console release that supports this Cloudly version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preflight says it changed something</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preflight must be read-only, yet the report says something was changed. It cannot be trusted as a dry run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find out on the Cloudly server what was changed before deploying anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision missing or unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report&apos;s decision is neither GO nor NO-GO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the Cloudly version and run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A field of the report is missing or has an unexpected type, so the console cannot check everything a GO requires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that Cloudly and this console speak the same contract version; the message names the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GO despite blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly said GO while listing blockers. The console fails closed on a contradiction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report this to the Cloudly operators and do not deploy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO-GO without a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly said NO-GO without naming a blocker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the Cloudly operators why, then run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown blocker code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly named a blocker this console does not know, so it can neither explain it nor judge it harmless.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look the code up in the Cloudly release notes, or update Cloudly Console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request fails the console&apos;s checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request as sent does not pass the console&apos;s own validation, so the result cannot be a GO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the request fields named in the blockers and run the preflight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release evidence does not bind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release evidence does not match the revision, version, configuration digest or index digest of this deployment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Produce release evidence for exactly this revision, version, configuration and image index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report does not match the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly&apos;s report does not echo what was sent (service, revision, version, digests or namespace), so it may describe another request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the preflight again; if it persists, report it to the Cloudly operators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization not proven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report does not show that the identity holds deployment:preflight and deployment:create-greenfield for this service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask a Cloudly administrator to grant both capabilities for this service, then sign in again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::preflight::ReceiptStore</name>
    <message>
        <source>The receipt has no id or time and was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the receipt folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write receipt %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 MiB; not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (at byte %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No receipt with id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::core::privatefs</name>
    <message>
        <source>cannot create the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ActionRegistry</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — not available: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::AlertNotifier</name>
    <message>
        <source>Cloudly Console alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop notifications are shown through the system tray, at most one per service every few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system tray is available: alerts are only listed here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::AlertsPage</name>
    <message>
        <source>Stop watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watched services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Watched services&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a service from the services page (right-click → Watch service).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s), newest first.</source>
        <translation>
            <numerusform>%n alert, newest first.</numerusform>
            <numerusform>%n alerts, newest first.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show alerts of kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task unhealthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preflight NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n alert(s) shown (%2), newest first.</source>
        <translation>
            <numerusform>%1 of %n alert shown (%2), newest first.</numerusform>
            <numerusform>%1 of %n alerts shown (%2), newest first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ApprovalDialog</name>
    <message>
        <source>Approve this report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject this report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are signing that you approve exactly these facts. If any of them changes, this approval no longer counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are signing a rejection of exactly these facts. While it stands, no number of approvals lets this deployment pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intent digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>private key file, or a .pub whose key is in ssh-agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your name in the allowed signers file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only if the key is protected; kept in memory only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required: why this must not be deployed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the facts change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded by this console, not by Cloudly: the approval is a file signed with your SSH key by ssh-keygen, kept beside the receipt and checked by anyone with the allowed signers file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign rejection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your SSH key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ApprovalsPanel</name>
    <message>
        <source>counts until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts until the facts change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: bad signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: signer not trusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: the deployer cannot approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: counted once already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejection stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Approvals&lt;/b&gt; — recorded by this console, not by Cloudly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve this report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import approvals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed signers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSH allowed_signers file (as git uses it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No receipt shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A NO-GO report cannot be approved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose this profile&apos;s allowed signers file: until then no approval can be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The allowed signers file cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approvals (*.approval.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the allowed signers file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release-authorization evidence sent with this request was made from the approvals of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approvals of this report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approvals required</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::AuditView</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: text in any column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the audit trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the entries shown (the filter applies) as a JSON array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the entries shown (the filter applies) as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit trail of grant changes made on this machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the audit trail could not be read and are not shown:</source>
        <translation>
            <numerusform>%n line of the audit trail could not be read and are not shown:</numerusform>
            <numerusform>%n lines of the audit trail could not be read and are not shown:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n entries</source>
        <translation>
            <numerusform>%1 of %n entry</numerusform>
            <numerusform>%1 of %n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>Export audit trail as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export audit trail as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n entries to %1.</source>
        <translation>
            <numerusform>Exported %n entry to %1.</numerusform>
            <numerusform>Exported %n entries to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BackupDetail</name>
    <message>
        <source>volume %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replication evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not replicated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore history (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(never restored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BackupsPage</name>
    <message>
        <source>backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n backup(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n backup(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Filter backups, e.g. status:failed service:web age:&lt;1d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy backup ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No coverage check: this server does not offer backups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coverage check runs once services and backups are loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a backup to see its snapshots, replication and restores.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BlockerListWidget</name>
    <message>
        <source>No blockers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console checks of the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n blocker(s)</source>
        <translation>
            <numerusform>%n blocker</numerusform>
            <numerusform>%n blockers</numerusform>
        </translation>
    </message>
    <message>
        <source>Blocker %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Why it matters: %2 How to fix: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BundleActions</name>
    <message>
        <source>No support bundle was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1: %n value(s) redacted, the inventory %2 as of %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the offline copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server cannot be reached (%1), and %2. No support bundle was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server could not be reached (%1): the inventory is the offline copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;support bundle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a support bundle read-only in a new window; nothing is sent anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create &amp;support bundle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save what this console sees of the current profile, secrets removed, as one zip file for support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open support bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support bundles (*.zip);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create support bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support bundles (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::BundleViewer</name>
    <message>
        <source>cannot create a temporary folder for the support bundle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support bundle of %1, as of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>support bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only, nothing is sent anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened from %1. The inventory came %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the profile&apos;s offline copy (the server could not be reached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Cloudly Console</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ChartPage</name>
    <message>
        <source>%1 samples, latest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show as table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 as a chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 samples as a table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ChartTableModel</name>
    <message>
        <source>after a gap of %1: not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ClustersView</name>
    <message>
        <source>runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cluster(s)</source>
        <translation>
            <numerusform>%n cluster</numerusform>
            <numerusform>%n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy cluster ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy node ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy task ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show tasks on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all tasks of service %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expand all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collapse to clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 is not in the inventory (yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected item %1 is hidden by the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cluster, node or task to see all of its fields. Double-click a node to list its tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 (in no known cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks run on this node, but no cluster lists it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set (never shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not configured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as sent by the server (secrets hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no architecture reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swarm node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last health check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB used, %2 MB available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB used, %2 GB available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no metrics reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not possible: the node reports no architecture)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no platform data for the images of its tasks: run a preflight for their services)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>getImagePlatforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preflight report of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters, nodes and tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click on a node shows its runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter clusters, nodes and tasks, e.g. status:offline role:*arm64* name:edge-*</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ColumnChooser</name>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This column is always shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one column stays visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to find views, commands, services, tasks and nodes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command palette search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a name; Up and Down choose a match, Enter opens it, Escape closes the palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Views and commands. Type to search services, tasks and nodes too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match for “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The best %n matches; type more to narrow them down.</source>
        <translation>
            <numerusform>The best %n matches; type more to narrow them down.</numerusform>
            <numerusform>The best %n matches; type more to narrow them down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ComposerWidget</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON (at byte %2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a string and was left empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“sourceDirty” is not true or false; the checkbox was left unticked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“proposedCorestoreResources” is not a list and was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“greenfield” was not true; this console only asks greenfield preflights and sends true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown field “%1” was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s “identity” was ignored; the signed-in identity is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“serviceId” is not a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not contain a request object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Not a JSON object: Cloudly will reject it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attestation(s)</source>
        <translation>
            <numerusform>%n attestation</numerusform>
            <numerusform>%n attestations</numerusform>
        </translation>
    </message>
    <message>
        <source>, release authorized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, release NOT authorized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, for %1 @ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. ✓ Bound to this revision, version and index digest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. ⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (+%1 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import preflight request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request imported with changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export preflight request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the intent digest of a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compute the digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import release evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client-side blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— choose a service —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unique id for this preflight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;quest ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full 40-character lower-case commit SHA (git rev-parse HEAD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &amp;revision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source &amp;worktree has uncommitted changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semantic version without &quot;v&quot;, e.g. 1.4.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256:… of your deployment intent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute from &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Intent digest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS label, e.g. web-1-4-0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed &amp;namespace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corestore resources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: sha256:… of the OCI image index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI in&amp;dex digest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: immutable release tag, e.g. 1.4.0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release &amp;tag:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;evidence…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear release evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release evidence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run preflight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the service list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client-side checks: none failing — the request passes every rule this console can check before sending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client-side blockers (%1): fix these before running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Fix the %n client-side blocker(s) listed above to run the preflight.</source>
        <translation>
            <numerusform>Fix the %n client-side blocker listed above to run the preflight.</numerusform>
            <numerusform>Fix the %n client-side blockers listed above to run the preflight.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready: the request will be sent to Cloudly as shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intent digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add release authorization from approvals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts a release-authorization attestation made from this deployment&apos;s approvals (recorded by this console, not by Cloudly) into the release evidence.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConnectDialog</name>
    <message>
        <source>&amp;Username:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow an &amp;unencrypted connection to this remote host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to Cloudly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wss://cloudly.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admin password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the embedded demo server (admin / demo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log in with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine token of a machine user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server URL, e.g. wss://cloudly.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the admin user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the machine token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trust this certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: SHA-256 fingerprint, e.g. AB:CD:…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept only the server certificate with this SHA-256 fingerprint, even one that no certificate authority vouches for (self-signed). Checked on every connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: PEM file of a private CA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also trust the certificate authorities in this PEM file, for this server only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the PEM file of a private certificate authority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the fingerprint shown above: this server is accepted only with exactly this certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate &amp;pin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private &amp;CA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s certificate was refused: %1
It presented the certificate with SHA-256 fingerprint
%2
Compare it with the fingerprint your administrator gave you before you trust it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned %1: press Connect to try again with exactly this certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the PEM file of a private CA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a SHA-256 fingerprint: 64 hex digits, colons allowed (got &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s certificate changed. It presented the certificate with SHA-256 fingerprint
%1
but this server is pinned to
%2
Someone may be intercepting the connection. Do not connect unless your administrator confirms that the certificate was replaced; then enter the fingerprint they give you as the pin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s certificate was refused: %1
It presented the certificate with SHA-256 fingerprint
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown in a coloured band across the window and in the title, so this server cannot be mistaken for another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rotected: type the profile name before any change is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read-only: never send a change to this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConnectionIndicator</name>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected, not logged in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected — %1; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected — signed out: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConsoleApp</name>
    <message>
        <source>Cannot open the link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link names the profile “%1”, which is not saved here (profiles: %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ConsoleWindow</name>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server cannot be reached. The inventory shown is the last one saved on this computer; it is replaced as soon as live data arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this window shows no saved profile, and a link names one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link: this window shows no saved profile, and a link names one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No link: this page cannot be linked to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link to this view copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link names the page “%1”, which this console does not have (pages: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link names the profile “%1”, which is not saved here (profiles: %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CopySupport</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CorestoreResourcesEditor</name>
    <message>
        <source>Add resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed Corestore resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1. Names are DNS labels, e.g. web-db.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corestore resource %1 is not an object and was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first %1 Corestore resources were taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capability of resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resource name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove resource %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract allows at most %1 resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no name yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::CoverageView</name>
    <message>
        <source>Backup coverage per service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest good backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service has volumes to back up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::DecisionBanner</name>
    <message>
        <source>GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running preflight…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preflight yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose a request and run the preflight to get GO or NO-GO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preflight decision: GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preflight decision: NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::DeployMatrixView</name>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by machine user or service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who can deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rows shown as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not available: this server does not list its users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell answers from the grants the server lists, by the rule of cloudlyctl can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This server does not list its users (it has no method %1), so who can deploy cannot be shown here. cloudlyctl can answers 1 (cannot tell) for the same reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export who can deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter who can deploy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::DetailPane</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy field and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are never shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s), values hidden</source>
        <translation>
            <numerusform>%n variable, values hidden</numerusform>
            <numerusform>%n variables, values hidden</numerusform>
        </translation>
    </message>
    <message>
        <source>value hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History (what this console saw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>while this console was connected (see the Journal page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n older change(s) on the Journal page</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::EffectiveGrantsView</name>
    <message>
        <source>By machine &amp;user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By s&amp;ervice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine user / service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Effective grants as last recorded on this machine.&lt;/b&gt; Only changes made from this machine (console or cloudlyctl) are known here; grants changed elsewhere are not shown. Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the audit trail could not be read; these grants may be incomplete. See the audit trail for details.</source>
        <translation>
            <numerusform>%n line of the audit trail could not be read; these grants may be incomplete. See the audit trail for details.</numerusform>
            <numerusform>%n lines of the audit trail could not be read; these grants may be incomplete. See the audit trail for details.</numerusform>
        </translation>
    </message>
    <message>
        <source>Service / machine user</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n grant(s)</source>
        <translation>
            <numerusform>%n grant</numerusform>
            <numerusform>%n grants</numerusform>
        </translation>
    </message>
    <message>
        <source>Effective grants</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FeaturePages</name>
    <message>
        <source>Runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters &amp;&amp; nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images &amp;&amp; platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose &amp;&amp; report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment preflight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert — %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No release authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FilterBar</name>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rows are shown until it is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous filter (%1) stays in force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ Filter not applied:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the filter has an error: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FleetDetail</name>
    <message>
        <source>BaseOS node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: no heartbeat for longer than %1 (last: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last update failed on this node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervisor address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image build %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The artifact has expired (its expiresAt is past).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no artifact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FleetPage</name>
    <message>
        <source>BaseOS nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS image builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Filter nodes, e.g. stale:yes connection:connected progress:&gt;0 &quot;update failed&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy node ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy build ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node or an image build to see all of its fields.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::FreshnessBar</name>
    <message>
        <source>STALE since %1 — %2. Showing the last good data, from %3 (%4 old); it is not being updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT LOADED — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last successful refresh: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data freshness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live again: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::GrantConfirmDialog</name>
    <message>
        <source>  + %1   (added; risk %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 %2   (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke deployment grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm grant change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the grant of %1 on %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the grant of %1 on %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will store no capabilities for this machine user on this service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will store exactly the capabilities listed under &quot;after&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grant change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoking: pipelines that use %1 can no longer run preflights or deploy %2. This takes effect immediately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To confirm, type the machine user id &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine user id to confirm the revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile %1 is protected: this change goes to its server only after you type the profile name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To send it, type the profile name &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile name to confirm the change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::GrantEditor</name>
    <message>
        <source>&lt;span style=&quot;color:%1&quot;&gt;&lt;b&gt;Risk %2:&lt;/b&gt;&lt;/span&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine user id, e.g. mu-ci-web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine user id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard your edits: show the current grant again (or the new-grant default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Machine user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current grant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no services loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applying: %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a machine user and a service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown (%1). Applying sets exactly the checked capabilities; a new grant starts with deployment:preflight only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No grant (%1). A new grant starts with deployment:preflight only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 also holds grants on other services (as last recorded on this machine): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply (revoke)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capability is checked: applying removes the whole grant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the exact change before it is sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s); asking the server for its user list…</source>
        <translation>
            <numerusform>%n suggestion; asking the server for its user list…</numerusform>
            <numerusform>%n suggestions; asking the server for its user list…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) from the clusters, the audit trail and the server&apos;s user list.</source>
        <translation>
            <numerusform>%n suggestion from the clusters, the audit trail and the server&apos;s user list.</numerusform>
            <numerusform>%n suggestions from the clusters, the audit trail and the server&apos;s user list.</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggestions yet: type the machine user id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) from the clusters&apos; machine users and this machine&apos;s audit trail.</source>
        <translation>
            <numerusform>%n suggestion from the clusters&apos; machine users and this machine&apos;s audit trail.</numerusform>
            <numerusform>%n suggestions from the clusters&apos; machine users and this machine&apos;s audit trail.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment capabilities after the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Echo mismatch (%1), recorded in the audit trail. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied (%1), recorded in the audit trail. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why can&apos;t I change this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console sends no change to this server. To change grants, untick Read-only in Profiles ▸ Safety of %1, or connect with a profile that is not read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in with an identity whose role is admin to change grants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why you cannot change grants here: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::GrantsPage</name>
    <message>
        <source>Edit grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective grants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who can deploy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ImagesView</name>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n image(s)</source>
        <translation>
            <numerusform>%1 of %n image</numerusform>
            <numerusform>%1 of %n images</numerusform>
        </translation>
    </message>
    <message>
        <source>not needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy image ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy platform manifest digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy index digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (legacy image store: versions only, no OCI digests or platforms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an image or a platform cell to see all of its fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Architecture check: every node can run the OCI images known for its tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ Architecture check: %n node(s) cannot run the image of a task</source>
        <translation>
            <numerusform>⚠ Architecture check: %n node cannot run the image of a task</numerusform>
            <numerusform>⚠ Architecture check: %n nodes cannot run the image of a task</numerusform>
        </translation>
    </message>
    <message>
        <source>No OCI platform data yet. Cloudly 12 reports OCI platforms and per-platform digests only in deployment preflight reports, so this matrix fills as preflights are run (Preflight page, or cloudlyctl preflight). The legacy images above carry no OCI data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Rows: OCI images from %n preflight report(s) and from getImagePlatforms, as of %1. </source>
        <translation>
            <numerusform>Rows: OCI images from %n preflight report and from getImagePlatforms, as of %1. </numerusform>
            <numerusform>Rows: OCI images from %n preflight reports and from getImagePlatforms, as of %1. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rows: OCI images from %n preflight report(s) (current and requested image), as of %1; not refreshed by polling. </source>
        <translation>
            <numerusform>Rows: OCI images from %n preflight report (current and requested image), as of %1; not refreshed by polling. </numerusform>
            <numerusform>Rows: OCI images from %n preflight reports (current and requested image), as of %1; not refreshed by polling. </numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;✗ missing&quot;: a node that runs the image&apos;s service has that platform, but the image cannot run there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your nodes run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(This server has no getImagePlatforms request.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image %1 is no longer on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the legacy image store (see the platform matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no stored version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manifest digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes of this platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its tasks run there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes (or unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform descriptor, as reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>getImagePlatforms (image %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preflight report of service %1 (%2 image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platforms (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not runnable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OCI images against the platforms they offer and the nodes need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter images, e.g. location:external versions:&gt;1 webapp</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::InstanceServer</name>
    <message>
        <source>cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a directory (a link or a file is in its place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to another user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open to other users and cannot be made private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another console of this user is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this console does not open links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the running console did not answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::InventoryPage</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to where you came from (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rows and columns shown, as CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::JournalPage</name>
    <message>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Filter the journal, e.g. kind:task.status object:t-1 change:failed age:&lt;1h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy object ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy what changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this console saw change while it was connected: Cloudly sends no change events and keeps no history, so changes are noticed at the next poll. &quot;Not observed&quot; rows mark times the console was not connected; what changed then is missing. Environment and secret values are never recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No journal is open: connect to a server to start recording.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a row to see what this console saw change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observing again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment and secret values are never recorded, only that they changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this console, by polling (Cloudly keeps no change history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the journal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The newest %1 rows are listed (and filtered); %n older entries are only in the journal file (cloudlyctl journal --since …).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::LogViewer</name>
    <message>
        <source>Regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log (Enter: next, Shift+Enter: previous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search with a regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match upper and lower case exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the lines that match the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll to new lines as they arrive (Cloudly pushes no log lines: they arrive with each poll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the lines shown to a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation type="unfinished">
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <source>not following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>following paused (scrolled up; scroll to the end to resume)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>follows by polling every %n s (Cloudly pushes no log lines)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::LogWindow</name>
    <message>
        <source>Log of task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs of service %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::MainWindow</name>
    <message>
        <source>Cloudly Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Cloudly Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cloudly Console %1&lt;/h3&gt;&lt;p&gt;A native operations console for serve.zone Cloudly.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main tool bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys move between the views, Enter moves into the view; Ctrl+1 to Ctrl+9 show a view directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected to a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected and logged in: there is nothing to refresh from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::MetricChart</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 events marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::MetricTabs</name>
    <message>
        <source>Metrics over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::NavigationGroups</name>
    <message>
        <source>Workloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infrastructure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::NavigationModel</name>
    <message numerus="yes">
        <source>%1, %n needing attention</source>
        <translation>
            <numerusform>%1, %n needing attention</numerusform>
            <numerusform>%1, %n needing attention</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n needing attention</source>
        <translation>
            <numerusform>%1 — %n needing attention</numerusform>
            <numerusform>%1 — %n needing attention</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::NodeSparkDelegate</name>
    <message>
        <source>CPU %1 % at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::OverviewNumbers</name>
    <message>
        <source>%1 (needs attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters &amp; nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preflight receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opens the %1 list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opens the %1 list filtered by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::OverviewPage</name>
    <message>
        <source>What needs attention right now. Every number opens the list it counts, with the filter that produced it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the preflight receipts on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised by this console while it ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no trend yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, since %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::PaletteIndex</name>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BaseOS node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light, dark or high-contrast colours, or whatever the desktop uses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::PreflightController</name>
    <message>
        <source>A preflight is running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to Cloudly: connect to run a preflight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in: sign in to Cloudly to run a preflight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 version %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The receipt was not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt %1 stored in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only the newest %1 receipts are kept: %n older receipt(s) removed.</source>
        <translation>
            <numerusform>Only the newest %1 receipts are kept: %n older receipt removed.</numerusform>
            <numerusform>Only the newest %1 receipts are kept: %n older receipts removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ProfileSwitcher</name>
    <message>
        <source>&amp;Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to another saved server (profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved profiles yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to another server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protected: type the profile name before a change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only: never send a change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReceiptExport</name>
    <message>
        <source>JSON receipt (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export preflight receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReceiptHistoryView</name>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preflight receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison of two receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n receipt(s) in %1. The newest %2 are kept; older receipts are removed automatically.</source>
        <translation>
            <numerusform>%n receipt in %1. The newest %2 are kept; older receipts are removed automatically.</numerusform>
            <numerusform>%n receipts in %1. The newest %2 are kept; older receipts are removed automatically.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n file(s) could not be read: </source>
        <translation>
            <numerusform>⚠ %n file could not be read: </numerusform>
            <numerusform>⚠ %n files could not be read: </numerusform>
        </translation>
    </message>
    <message>
        <source>Select two receipts of the same service to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These receipts are of different services and cannot be compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No difference in decision, blockers or digests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compared: see the differences below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Export %n receipt(s) to</source>
        <translation>
            <numerusform>Export %n receipt to</numerusform>
            <numerusform>Export %n receipts to</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n receipt(s) to %1.</source>
        <translation>
            <numerusform>Exported %n receipt to %1.</numerusform>
            <numerusform>Exported %n receipts to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest per service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest per service: NO-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest per service: GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReceiptPdf</name>
    <message>
        <source>Deployment preflight %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ReportView</name>
    <message>
        <source>Export &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · version %2 · %3 · signed in as %4 · %5 · receipt %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no service)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockers: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blockers (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudly&apos;s error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was checked, so this console cannot say GO. No receipt was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a preflight or open a receipt first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionDiffModel</name>
    <message>
        <source>Select two revisions to compare them (one: with the revision before it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: diff unavailable — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the same revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 changed fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment and secret values are never kept, only their names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionListModel</name>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not seen whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watched before it: changes may have been missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watched in between (%1 stretches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seen %1, last seen %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watched from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionTabs</name>
    <message>
        <source>Revisions of the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::RevisionsPanel</name>
    <message>
        <source>Revisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes between the revisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two revisions to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No revision of this service is recorded yet (the console records what it sees while it is connected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 revisions seen by this console (Cloudly keeps no history; values of environment variables and secrets are never kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the first revision this console saw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::SavedFilters</name>
    <message>
        <source>Saved filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a saved filter, or save the current one under a name (per profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved filters yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save current filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete saved filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name for the filter “%1”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This filter is not saved: it looks like it contains a secret, and secrets are never written to the settings file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ServicesView</name>
    <message numerus="yes">
        <source>%n service(s)</source>
        <translation>
            <numerusform>%n service</numerusform>
            <numerusform>%n services</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n service(s)</source>
        <translation>
            <numerusform>%1 of %n service</numerusform>
            <numerusform>%1 of %n services</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected service %1 is hidden by the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected service %1 is no longer on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services not loaded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services last updated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services last updated %1, stale: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click shows the runtime tasks of the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop watching service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy service name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a service to see all of its fields. Double-click it to show its runtime tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domains (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watched: failed or unhealthy tasks and backup coverage that is not ok raise an alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter services, e.g. category:workload replicas:&gt;1 image:app* backup:stale web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise an alert (and a desktop notification) when a task of this service fails or turns unhealthy, its preflight turns NO-GO, or its backup coverage is not ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (nothing to back up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: backups are not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no backup of this service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backups are not loaded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::SessionController</name>
    <message>
        <source>The embedded demo server could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved password or token for profile %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::SettingsPage</name>
    <message>
        <source>server settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configured server settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (masked by the server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test the connection to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings configured on this Cloudly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing configured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not loaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection valid%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection not valid%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::Severity</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::Shell</name>
    <message>
        <source>This view has no filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Button in “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · in “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not available: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ShellMenus</name>
    <message>
        <source>&amp;Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a Cloudly server or to the embedded demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the connection; the data shown stays, marked stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look (system, light or dark) and language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Cloudly Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a view, service, task, node or command by typing part of its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload the inventory from the server now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the focus to the filter line of the current view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the id of the selected row to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch between the light and the dark look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;revious view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every keyboard shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Cloudly Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Qt version in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the view “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact &amp;sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the icons of the views in the sidebar (their names as tooltips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next view in the sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the previous view in the sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;link to this view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a cloudly:// link that opens this page of this profile with its filter and selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another window with its own connection, on another profile or the same one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this window; the other windows stay connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In lists and tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the id (or digest) of the current row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selection: service → its tasks, task → its node, node → its tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter, double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to where a drill-down started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context menu with every copy action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the command palette or a dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::Sparkline</name>
    <message>
        <source>No history yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2: now %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::StageBand</name>
    <message>
        <source>protected: changes need the profile name typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only: no changes are sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server stage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::TasksView</name>
    <message numerus="yes">
        <source>%n task(s)</source>
        <translation>
            <numerusform>%n task</numerusform>
            <numerusform>%n tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n task(s)</source>
        <translation>
            <numerusform>%1 of %n task</numerusform>
            <numerusform>%1 of %n tasks</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy task ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy container ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy node ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show node %1 in Clusters &amp;&amp; nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show service %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tasks of this service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tasks on this node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected task %1 is hidden by the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected task %1 is no longer on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a task to see all of its fields. Double-click it to show its node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not deployed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deployment log (%n line(s))</source>
        <translation>
            <numerusform>Deployment log (%n line)</numerusform>
            <numerusform>Deployment log (%n lines)</numerusform>
        </translation>
    </message>
    <message>
        <source>All fields, as sent by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click shows the node of the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter tasks, e.g. status:failed,stopping node:edge-* -health:healthy cpu:&gt;80</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show log of this task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show logs of all tasks of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ViewExport</name>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::ViewLinkNavigator</name>
    <message>
        <source>The link&apos;s row “%1” is not shown on the page “%2” (not there, or hidden by the filter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console has no page “%1” (pages: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link&apos;s filter does not apply to the alerts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page “%1” has no filter; the link&apos;s filter “%2” was not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page “%1” has no rows to select; “%2” was not selected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::VisibilityThrottle</name>
    <message>
        <source>Minimised: polling every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden: polling every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::VolumesPage</name>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n volume(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n volume(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Filter volumes, e.g. shared:yes backup:no driver:local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy volume name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy service ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cell text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a volume to see where its name comes from and who shares it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other services mounting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: not shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cloudly::ui::grantstyle</name>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cloudly Console: a native operations console for serve.zone Cloudly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the embedded demo server and log in to it as admin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server to connect to (ws, wss, http or https).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE once the services are shown, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo and --url cannot be combined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the milliseconds from process start to the first paint of the main window and the memory use as one JSON line, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --demo: serve N generated tasks. With --measure-startup: also wait until N tasks are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in as admin to the demo server (cloudly-demo-server) at URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --measure-startup: keep running after the JSON line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the inventory every S seconds for this run (default: the preferences&apos; refresh interval).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid value for --poll-interval: %1 (seconds, 0.5 to 3600)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opened in the running console: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the support bundle FILE read-only; nothing connects anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the view each opened link shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link to a view (cloudly://PROFILE/PAGE?filter=…&amp;select=ID): opened in the running console, or at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1 (only one cloudly:// link may follow the options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the link: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
