#pragma once
// A real approval (made with `cloudlyctl approve` and ssh-keygen) and the public key that signed it: the
// seed of the approval fuzz target, and its trusted signer so that valid paths are reachable.
#include <QByteArray>

namespace cloudly {
namespace fuzz {

inline QByteArray seedApprovalStatement()
{
    return QByteArrayLiteral(
        "{\"createdAt\":\"2026-12-07T15:42:21Z\",\"kind\":\"cloudly.approval\",\"principal\":\"alice@example."
        "com\",\"reason\":\"seed\",\"receiptId\":\"6e703d23-9970-4218-b1f0-1bec8e2aa696\",\"subject\":{"
        "\"configurationDigest\":\"sha256:2a5fe3a6fadde891bf14a5bb36b43691c4386c11dd93db46e10d8de1beb4b86e\","
        "\"decision\":\"GO\",\"imageDigest\":\"sha256:"
        "023b105fc42fd7c4d08bdca11f1e897246906c6e02962dacbcf915d3879ea12a\",\"intentDigest\":\"sha256:"
        "1bc673e36308c17dff1e61d8b937742eeb51d331d6228b73a39286baa7b7fbb6\",\"revision\":"
        "\"bc15ac2defb2e18c6c22ad0e0c418be7e5407e69\",\"server\":\"ws://"
        "127.0.0.1:41489\",\"serviceId\":\"svc-web\",\"version\":\"1.4.0\"},\"verdict\":\"approve\","
        "\"version\":1}");
}

inline QByteArray seedApprovalSignature()
{
    return QByteArrayLiteral(
        "-----BEGIN SSH "
        "SIGNATURE-----\nU1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAgBaXotLe3kpVzlM3civaDeR8+"
        "Ia\n3Hl82YJe5JXIXKZZ8AAAAQY2xvdWRseS1hcHByb3ZhbAAAAAAAAAAGc2hhNTEyAAAAUwAA\nAAtzc2gtZWQyNTUxOQAAAECR"
        "25FUNrRNdM/d9BH2OGYJxARgLF+1dvH/5d5Nawnoge9ZnX\nFyvCMAXZgBjofhnu/x5R/2Y12+d0Y4sZ1ncjAH\n-----END "
        "SSH SIGNATURE-----\n");
}

inline QByteArray seedAllowedSigners()
{
    return QByteArrayLiteral(
        "alice@example.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAWl6LS3t5KVc5TN3Ir2g3kfPiGtx5fNmCXuSVyFymWf "
        "alice@example.com\n");
}

} // namespace fuzz
} // namespace cloudly
