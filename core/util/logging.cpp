#include "core/util/logging.h"

Q_LOGGING_CATEGORY(lcNet, "cloudly.net", QtInfoMsg)
Q_LOGGING_CATEGORY(lcApi, "cloudly.api", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSession, "cloudly.session", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSecrets, "cloudly.secrets", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSettings, "cloudly.settings", QtInfoMsg)
Q_LOGGING_CATEGORY(lcDemo, "cloudly.demo", QtInfoMsg)
Q_LOGGING_CATEGORY(lcModel, "cloudly.model", QtInfoMsg)
Q_LOGGING_CATEGORY(lcPreflight, "cloudly.preflight", QtInfoMsg)
Q_LOGGING_CATEGORY(lcGrants, "cloudly.grants", QtInfoMsg)
Q_LOGGING_CATEGORY(lcJournal, "cloudly.journal", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStorage, "cloudly.storage", QtInfoMsg)
Q_LOGGING_CATEGORY(lcBundle, "cloudly.bundle", QtInfoMsg)
