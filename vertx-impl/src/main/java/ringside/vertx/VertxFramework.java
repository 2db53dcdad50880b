package ringside.vertx;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ringside.contract.Framework;
import ringside.contract.FrameworkFacts;
import ringside.contract.Variant;

/** Eclipse Vert.x 5: verticles talking over the event bus. The version is the vertx-core on the class path. */
public final class VertxFramework implements Framework {
    /** The version file vertx-core ships (filtered by its build); Vert.x 5 has no VersionCommand any more. */
    private static final String VERSION_FILE = "META-INF/vertx/vertx-version.txt";

    @Override
    public String name() {
        return "vertx";
    }

    @Override
    public String version() {
        try (InputStream in = io.vertx.core.Vertx.class.getClassLoader().getResourceAsStream(VERSION_FILE)) {
            return in == null ? "unknown (no " + VERSION_FILE + ")" : new String(in.readAllBytes(),
                    StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Vert.x is dual-licensed; a user may take either. */
    @Override
    public String licence() {
        return "EPL-2.0 OR Apache-2.0";
    }

    /** Stated for the 5.0.7 this module builds by default. */
    @Override
    public FrameworkFacts facts() {
        return new FrameworkFacts(
                "5.0.7 (January 2026), the version the registry serves here; the project's tags show 5.0.12 (May"
                        + " 2026) and 5.1.x up to 5.1.6 (August 2026) since (dates from the vert.x repository's"
                        + " tags, not from the registry)",
                "maintained: an Eclipse Foundation project, with releases every few weeks",
                "Vert.x 5 needs Java 11 or later; measured here on the run's JDK",
                "nothing beyond its jars (vertx-core with Netty): no agent, weaving or compiler plugin",
                "yes: a clustered event bus with a cluster manager (vertx-hazelcast and others), separate modules",
                "2026-11-30");
    }

    @Override
    public List<Variant> variants() {
        return List.of(BusVariant.EVENTBUS, BusVariant.EVENTBUS_LOCAL, VertxHttpVariant.HTTP_SERVER);
    }

    /** Nothing beyond the launcher's common arguments: each runtime sizes its own pools in VertxOptions. */
    @Override
    public List<String> jvmArgs(int parallelism) {
        return List.of();
    }
}
