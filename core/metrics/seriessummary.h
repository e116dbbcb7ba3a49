#pragma once

#include "core/metrics/metricshistory.h"

#include <QString>

namespace cloudly {
namespace core {

// A metric series in words, for whoever cannot see its chart (a screen reader reads it as the chart's
// description): the latest value and when, the least and the greatest value over the window, and how many
// gaps (stretches when the console was not connected) it has. "CPU: latest 61.3 % at 16:08:29; lowest
// 58 %, highest 63.5 % from 16:02:10 to 16:08:29; 1 gap". An empty series says "no data yet".
QString describeSeries(const QString& name, const MetricSeries& series, const QString& unit);

} // namespace core
} // namespace cloudly
