package ringside.remote;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import ringside.parameters.Parameter;

/**
 * remoteToken, the secret a remote-server on an address other than loopback shares with its client. The client proves
 * it knows it with an HMAC of a nonce the remote-server sends, so the secret never crosses the network; it reaches
 * the client's fork through the environment alone, and no log, plan or env.json holds it.
 */
public final class RemoteToken {
    /** The parameter's name, and the env var a client's fork reads it from. */
    public static final String NAME = "remoteToken";
    /** The prefix of a value that names a file holding the secret (its first line). */
    public static final String FILE = "file:";
    /** Fewer characters are refused, a secret a guess could find (as the parameter's accepted values say). */
    public static final int MIN_LENGTH = 16;
    /** What a client without a secret sends instead of a proof. */
    static final String NO_PROOF = "none";
    private static final String HMAC = "HmacSHA256";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] secret;

    private RemoteToken(byte[] secret) {
        this.secret = secret;
    }

    /**
     * The secret of a remoteToken value: the value itself, or the first line of the file after {@value #FILE}.
     * Refused, without repeating the value, when it is shorter than {@value #MIN_LENGTH} characters or the file
     * cannot be read.
     */
    public static RemoteToken parse(String value) {
        String secret = value;
        if (value.startsWith(FILE)) {
            Path file = Path.of(value.substring(FILE.length()));
            try {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                secret = lines.isEmpty() ? "" : lines.get(0).strip();
            } catch (IOException | RuntimeException e) {
                throw new IllegalArgumentException("cannot read the file it names, " + file + " ("
                        + e.getClass().getSimpleName() + "); expected " + accepted());
            }
        }
        if (secret.length() < MIN_LENGTH) {
            throw new IllegalArgumentException("the secret given has fewer than " + MIN_LENGTH + " characters (it"
                    + " is not shown); expected " + accepted());
        }
        return new RemoteToken(secret.getBytes(StandardCharsets.UTF_8));
    }

    /** The token a client's fork was given, if any: its environment's remoteToken. */
    public static Optional<RemoteToken> fromEnvironment(Map<String, String> env) {
        String value = env.get(NAME);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(parse(value.strip()));
    }

    private static String accepted() {
        return Parameter.remoteToken.accepted();
    }

    /** A fresh nonce for one client's connection. */
    static String nonce() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** The proof that this secret was used with the nonce: an HMAC-SHA256 of it, in hex. */
    String proof(String nonce) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(new SecretKeySpec(secret, HMAC));
            return HexFormat.of().formatHex(mac.doFinal(nonce.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no " + HMAC + ": " + e.getMessage(), e);
        }
    }

    /** Whether a client's proof shows it has this secret (compared in constant time). */
    boolean accepts(String nonce, String proof) {
        return MessageDigest.isEqual(proof(nonce).getBytes(StandardCharsets.UTF_8),
                proof.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String toString() {
        return NAME + " (not shown)";
    }
}
