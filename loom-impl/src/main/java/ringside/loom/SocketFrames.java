package ringside.loom;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

/**
 * The socket floor's framing, written for Ringside: every frame is a type byte, a 64-bit number (a request's id, a
 * one-way message's sequence number, an acknowledged count) and a length-prefixed byte array (the payload). No
 * serialization library: the smallest binary form of the remote workload's messages.
 */
final class SocketFrames {
    /** Client to server: answer with an {@link #ECHO} of the same number and payload. */
    static final byte REQUEST = 1;
    static final byte ECHO = 2;
    /** Client to server: count it; the server sends an {@link #ACK} of its count every OneWayWindow.ACK_EVERY. */
    static final byte ONE_WAY = 3;
    static final byte ACK = 4;
    /** Client to server after a one-way op's last message: answer with a {@link #TALLY}. */
    static final byte END = 5;
    /**
     * The number is the messages received; the payload holds the sum of their sequence numbers, those out of order,
     * the payload bytes checked right and the messages with a wrong payload.
     */
    static final byte TALLY = 6;

    private SocketFrames() {
    }

    /** Writes one frame and flushes it: every message leaves as it is written, none waits for the next. */
    static void write(DataOutputStream out, byte type, long number, byte[] payload, int offset, int length)
            throws IOException {
        out.writeByte(type);
        out.writeLong(number);
        out.writeInt(length);
        out.write(payload, offset, length);
        out.flush();
    }

    /** One frame read from {@code in}; its payload lands in {@code into} (grown when too small). */
    static final class Frame {
        byte type;
        long number;
        int length;
        byte[] payload = new byte[128];

        /** Reads the next frame; false at the end of the stream (the other side closed). */
        boolean read(DataInputStream in) throws IOException {
            int t = in.read();
            if (t < 0) {
                return false;
            }
            type = (byte) t;
            number = in.readLong();
            length = in.readInt();
            if (length < 0) {
                throw new IOException("frame with a negative length " + length);
            }
            if (payload.length < length) {
                payload = new byte[length];
            }
            in.readFully(payload, 0, length);
            return true;
        }

        long payloadLong(int index) {
            long v = 0;
            for (int i = index * Long.BYTES; i < (index + 1) * Long.BYTES; i++) {
                v = v << 8 | (payload[i] & 0xff);
            }
            return v;
        }
    }

    /** Longs as a payload, big-endian, as {@link Frame#payloadLong} reads them. */
    static byte[] longs(long... values) {
        byte[] out = new byte[values.length * Long.BYTES];
        for (int v = 0; v < values.length; v++) {
            for (int i = 0; i < Long.BYTES; i++) {
                out[v * Long.BYTES + i] = (byte) (values[v] >>> (56 - 8 * i));
            }
        }
        return out;
    }
}
