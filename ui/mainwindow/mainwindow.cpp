#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

namespace cloudly {
namespace ui {
MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_pages(new QTabWidget(this))
{
    setWindowTitle(tr("Cloudly Console"));
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    setCentralWidget(m_pages);
    createActions();
    statusBar()->setSizeGripEnabled(true);
    resize(1280, 800);
}

void MainWindow::createActions()
{
    QMenu* connection = menuBar()->addMenu(tr("&Connection"));
    m_connect = connection->addAction(tr("&Connect…"), this, &MainWindow::connectRequested);
    m_connect->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    m_disconnect = connection->addAction(tr("&Disconnect"), this, &MainWindow::disconnectRequested);
    m_disconnect->setEnabled(false);
    connection->addSeparator();
    m_quit = connection->addAction(tr("&Quit"), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_refresh = view->addAction(tr("&Refresh"), this, &MainWindow::refreshRequested);
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_refresh->setEnabled(false);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Cloudly Console"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::addPage(QWidget* page, const QString& title)
{
    m_pages->addTab(page, title);
}

void MainWindow::showPage(QWidget* page)
{
    const int index = m_pages->indexOf(page);
    if (index >= 0)
        m_pages->setCurrentIndex(index);
}

QWidget* MainWindow::currentPage() const
{
    return m_pages->currentWidget();
}

void MainWindow::setStatusWidget(QWidget* widget)
{
    statusBar()->addWidget(widget, 1);
}

void MainWindow::addPermanentStatusWidget(QWidget* widget)
{
    statusBar()->addPermanentWidget(widget);
}

void MainWindow::setActionsEnabled(bool canDisconnect, bool canRefresh)
{
    m_disconnect->setEnabled(canDisconnect);
    m_refresh->setEnabled(canRefresh);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Cloudly Console"),
        tr("<h3>Cloudly Console %1</h3><p>A native operations console for serve.zone Cloudly.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace ui
} // namespace cloudly