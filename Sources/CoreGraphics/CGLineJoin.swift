/// How a stroke's segments meet.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
