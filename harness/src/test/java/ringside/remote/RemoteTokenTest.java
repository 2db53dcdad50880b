package ringside.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.Parameter;

/** remoteToken: the secret from the environment or a file, refused when short, proved without being sent. */
class RemoteTokenTest {
    private static final String SECRET = "a secret both machines share";

    @Test
    void aProofHoldsOnlyForTheSameSecretAndNonceAndNeverTheSecret() {
        RemoteToken token = RemoteToken.parse(SECRET);
        String nonce = RemoteToken.nonce();
        String proof = token.proof(nonce);
        assertTrue(token.accepts(nonce, proof));
        assertFalse(token.accepts(RemoteToken.nonce(), proof), "a proof for another nonce is no proof");
        assertFalse(RemoteToken.parse(SECRET + "!").accepts(nonce, proof));
        assertFalse(token.accepts(nonce, RemoteToken.NO_PROOF));
        assertFalse(proof.contains(SECRET));
        assertNotEquals(RemoteToken.nonce(), RemoteToken.nonce());
        assertEquals("remoteToken (not shown)", token.toString());
    }

    @Test
    void aFileGivesItsFirstLine(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("token"), SECRET + "\nignored\n");
        String nonce = RemoteToken.nonce();
        assertTrue(RemoteToken.parse(RemoteToken.FILE + file).accepts(nonce, RemoteToken.parse(SECRET).proof(nonce)));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> RemoteToken.parse(RemoteToken.FILE + dir.resolve("none")));
        assertTrue(missing.getMessage().startsWith("cannot read the file it names, " + dir.resolve("none")),
                missing.getMessage());
    }

    @Test
    void aShortSecretIsRefusedWithoutShowingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RemoteToken.parse("hunter2"));
        assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
        assertTrue(e.getMessage().contains("expected " + Parameter.remoteToken.accepted()), e.getMessage());
        assertTrue(Parameter.remoteToken.accepted().contains("at least " + RemoteToken.MIN_LENGTH + " characters"),
                "the registry states the least length this class checks");
    }

    @Test
    void theEnvironmentGivesItOrNothing() {
        assertEquals(Optional.empty(), RemoteToken.fromEnvironment(Map.of()));
        assertEquals(Optional.empty(), RemoteToken.fromEnvironment(Map.of(RemoteToken.NAME, " ")));
        assertTrue(RemoteToken.fromEnvironment(Map.of(RemoteToken.NAME, SECRET)).isPresent());
        assertEquals(Parameter.remoteToken.name(), RemoteToken.NAME);
    }
}
