package ringside.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;

/**
 * async-profiler's native library, as its Maven jar (tools.profiler:async-profiler, on the class path) carries it per
 * platform: copied out at run time for JMH's {@code -prof async:libPath=...}, so that nothing is downloaded by hand.
 */
final class ProfilerLibrary {
    private ProfilerLibrary() {
    }

    /** The jar's entry for an OS and architecture ("linux-x64/libasyncProfiler.so"); empty where it has none. */
    static Optional<String> entry(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String platform = os.contains("linux") ? switch (osArch) {
            case "amd64", "x86_64" -> "linux-x64";
            case "aarch64", "arm64" -> "linux-arm64";
            default -> null;
        } : os.contains("mac") ? "macos" : null;
        return Optional.ofNullable(platform).map(p -> p + "/libasyncProfiler.so");
    }

    /** This platform's entry, refused before any work where async-profiler has none, or its jar is missing. */
    static String entryForThisPlatform() {
        String entry = entry(System.getProperty("os.name"), System.getProperty("os.arch")).orElseThrow(() ->
                new ParameterException(Parameter.profile + ": async-profiler has no library for "
                        + System.getProperty("os.name") + " " + System.getProperty("os.arch") + "; expected none here"
                        + " (profiles need Linux x64 or arm64, or macOS)"));
        if (ProfilerLibrary.class.getClassLoader().getResource(entry) == null) {
            throw new ParameterException(Parameter.profile + ": async-profiler's jar is not on the class path (no "
                    + entry + "); expected none, or a module built with the harness's dependencies");
        }
        return entry;
    }

    /** Copies this platform's library into a folder of its own, removed when this JVM ends; its path. */
    static Path extract() throws IOException {
        String entry = entryForThisPlatform();
        Path folder = Files.createTempDirectory("ringside-async-profiler");
        Path library = folder.resolve(Path.of(entry).getFileName().toString());
        try (InputStream in = ProfilerLibrary.class.getClassLoader().getResourceAsStream(entry)) {
            Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
        }
        // the forks load it while this JVM waits for them; it goes when this one ends
        folder.toFile().deleteOnExit();
        library.toFile().deleteOnExit();
        return library;
    }
}
