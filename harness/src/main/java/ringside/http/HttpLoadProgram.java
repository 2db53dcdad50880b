package ringside.http;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ringside.parameters.Executables;
import ringside.process.LoggedProcess;

/**
 * httpThroughput's load generator, the Go program in the checkout's {@code http-load/} folder: found beside the harness's
 * build (or above the working folder), built with the {@code go} on PATH into that folder's git-ignored
 * {@code target/} as the references are built, once per trial (Go's build cache makes a rebuild quick).
 */
public final class HttpLoadProgram {
    /** The folder of its sources, at the top of the checkout. */
    public static final String FOLDER = "http-load";
    /** Go's command, and the Debian package that installs it (as the Go reference's). */
    public static final String GO = "go";
    public static final String GO_PACKAGE = "golang-go";
    private static final Duration BUILD_LIMIT = Duration.ofMinutes(5);

    private HttpLoadProgram() {
    }

    /** Why the generator cannot run here (no Go on PATH, no sources found); empty when it can. */
    public static Optional<String> unavailable() {
        if (go().isEmpty()) {
            return Optional.of("Go is not installed (no " + GO + " on PATH), and httpThroughput's load generator is a"
                    + " Go program; install it with: sudo apt-get install " + GO_PACKAGE);
        }
        if (sources().isEmpty()) {
            return Optional.of("no " + FOLDER + "/go.mod found above the harness's build or the working folder: run from"
                    + " a Ringside checkout");
        }
        return Optional.empty();
    }

    /** Builds the generator and returns the executable; fails with the build's last line. */
    public static synchronized Path build() throws IOException, InterruptedException {
        unavailable().ifPresent(why -> {
            throw new IllegalStateException(why);
        });
        Path folder = sources().orElseThrow();
        Path target = folder.resolve("target");
        Files.createDirectories(target);
        Path program = target.resolve(FOLDER);
        // built beside, then moved: a reader never sees a half-written program, nor do two builds collide
        Path fresh = target.resolve(FOLDER + "." + ProcessHandle.current().pid() + ".tmp");
        List<String> command = List.of(go().orElseThrow().toString(), "build", "-o", fresh.toString(), ".");
        Path log = target.resolve(FOLDER + "." + ProcessHandle.current().pid() + ".build.log");
        try {
            LoggedProcess.run(command, folder, log, BUILD_LIMIT, "it did not end within " + BUILD_LIMIT.toMinutes()
                    + " minutes");
        } catch (LoggedProcess.Failure e) {
            throw new IllegalStateException(FOLDER + ": the build failed (" + e.getMessage() + "): "
                    + String.join(" ", command) + ": " + Files.readString(log, StandardCharsets.UTF_8).strip());
        } finally {
            Files.deleteIfExists(log);
        }
        Files.move(fresh, program, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return program;
    }

    /** The {@code go} on this process's PATH. */
    static Optional<Path> go() {
        return Executables.onPath(GO, System.getenv("PATH"));
    }

    /**
     * The generator's sources: the first {@code http-load/go.mod} in a folder above the harness's classes (the checkout
     * that built them) or above the working folder.
     */
    public static Optional<Path> sources() {
        List<Path> starts = new ArrayList<>();
        try {
            starts.add(Path.of(HttpLoadProgram.class.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            // no code source to start from: the working folder still is one
        }
        starts.add(Path.of("").toAbsolutePath());
        for (Path start : starts) {
            for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
                if (Files.isRegularFile(dir.resolve(FOLDER).resolve("go.mod"))) {
                    return Optional.of(dir.resolve(FOLDER));
                }
            }
        }
        return Optional.empty();
    }
}
