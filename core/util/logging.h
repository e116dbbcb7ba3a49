#pragma once

#include <QLoggingCategory>

// One logging category per subsystem. Enable with QT_LOGGING_RULES="cloudly.net.debug=true".
// Rule for every category: never log a password, JWT or machine token, and never log raw frames of
// authentication calls (their replies echo the password).
Q_DECLARE_LOGGING_CATEGORY(lcNet)       // cloudly.net: TypedSocket transport
Q_DECLARE_LOGGING_CATEGORY(lcApi)       // cloudly.api: Cloudly calls and contract decoding
Q_DECLARE_LOGGING_CATEGORY(lcSession)   // cloudly.session: login, identity lifetime
Q_DECLARE_LOGGING_CATEGORY(lcSecrets)   // cloudly.secrets: keychain access
Q_DECLARE_LOGGING_CATEGORY(lcSettings)  // cloudly.settings: profiles and preferences
Q_DECLARE_LOGGING_CATEGORY(lcDemo)      // cloudly.demo: embedded demo server
Q_DECLARE_LOGGING_CATEGORY(lcModel)     // cloudly.model: item models and refresh
Q_DECLARE_LOGGING_CATEGORY(lcPreflight) // cloudly.preflight: validators, reports, receipts
Q_DECLARE_LOGGING_CATEGORY(lcGrants)    // cloudly.grants: grant editor and audit trail
Q_DECLARE_LOGGING_CATEGORY(lcJournal)   // cloudly.journal: the change journal (SQLite)
Q_DECLARE_LOGGING_CATEGORY(lcStorage)   // cloudly.storage: the data home and its migration
Q_DECLARE_LOGGING_CATEGORY(lcLinks)     // cloudly.links: links to a view, the instance socket
Q_DECLARE_LOGGING_CATEGORY(lcBundle)    // cloudly.bundle: support bundles (writing, reading)
